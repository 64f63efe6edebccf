// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DECISION_KEY_HELP } from "../../../domain/decisionKeys.ts";
import { SKILLS } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, stubFetch, withProviders } from "../../testing/render.tsx";
import { boardStore, resetBoard } from "./boardStore.ts";
import { COMMANDS } from "./commands.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { noTask } from "./workspaceFixtures.ts";

afterEach(() => resetBoard());

const day = {
  total: 0,
  byType: { accepted: 0, rejected: 0, inspect: 0 },
  handle: 0,
  plusTime: 0,
  hasTimeout: 0,
  hasInspectTimeout: 0,
};

describe("start screen", () => {
  it("dims the skills the agent lacks", async () => {
    setSession(makeToken(), makeUser({ skills: ["vin", "odom"] }));
    stubFetch({});
    render(withProviders(<InspectionsPage />));
    const skills = within(screen.getByRole("region", { name: TEXTS.skills }));
    expect(skills.getAllByRole("listitem")).toHaveLength(SKILLS.length);
    expect(skills.getByRole("listitem", { name: "vin" }).getAttribute("aria-disabled")).toBeNull();
    expect(skills.getByRole("listitem", { name: "odom" }).getAttribute("aria-disabled")).toBeNull();
    const lacking = skills.getByRole("listitem", { name: TEXTS.skillLacking("damage_body") });
    expect(lacking.getAttribute("aria-disabled")).toBe("true");
    expect(
      skills.getAllByRole("listitem").filter((li) => li.getAttribute("aria-disabled") === "true"),
    ).toHaveLength(SKILLS.length - 2);
    expect(screen.getByRole("button", { name: TEXTS.startInspect })).toBeTruthy();
  });

  it("lists every hot key of the command table", () => {
    setSession(makeToken(), makeUser());
    stubFetch({});
    render(withProviders(<InspectionsPage />));
    const table = within(screen.getByRole("table", { name: TEXTS.hotKeys }));
    for (const command of COMMANDS) expect(table.getByText(command.description)).toBeTruthy();
  });

  it("lists the decision keys after the hot keys, each key in its own <kbd> (issue 21)", () => {
    setSession(makeToken(), makeUser());
    stubFetch({});
    render(withProviders(<InspectionsPage />));
    const table = within(screen.getByRole("table", { name: TEXTS.hotKeys }));
    const rows = table.getAllByRole("row").slice(1 + COMMANDS.length);
    expect(
      rows.map((row) => [
        within(row)
          .getAllByText((_, el) => el?.tagName === "KBD")
          .map((k) => k.textContent),
        row.lastElementChild?.textContent,
      ]),
    ).toEqual([
      [[TEXTS.keyFirstAccept, TEXTS.keyEnterInLastField], TEXTS.hotKeyFirstAccept],
      [[TEXTS.keyAcceptOptions], TEXTS.hotKeyAcceptOption],
      [[TEXTS.keyRejectReasons], TEXTS.hotKeyRejectReason],
      [[TEXTS.keyFinish], TEXTS.hotKeyFinish],
    ]);
  });

  it("lists exactly the keys that work: Space rotates, no 'rotate key' (issue 21)", () => {
    setSession(makeToken(), makeUser());
    stubFetch({});
    render(withProviders(<InspectionsPage />));
    const table = within(screen.getByRole("table", { name: TEXTS.hotKeys }));
    const rows = table.getAllByRole("row").slice(1);
    expect(rows).toHaveLength(COMMANDS.length + DECISION_KEY_HELP.length);
    const rotate = rows.find((r) => r.textContent?.includes(TEXTS.hotKeyRotate));
    expect(
      within(rotate as HTMLElement)
        .getAllByText((_, el) => el?.tagName === "KBD")
        .map((k) => k.textContent),
    ).toEqual([TEXTS.keySpace]);
    expect(table.queryByText(/rotate key/)).toBeNull();
  });

  it.each([
    ["VIEWER", ["vin"], TEXTS.noInspectRole("VIEWER")],
    ["TRAINER", ["vin"], TEXTS.noInspectRole("TRAINER")],
    ["AGENT", [], TEXTS.noInspectSkills],
  ] as const)("a %s with skills %j sees why instead of Start Inspect (issue 21)", (role, skills, why) => {
    setSession(makeToken(), makeUser({ role, skills: [...skills] }));
    stubFetch({});
    render(withProviders(<InspectionsPage />));
    expect(screen.queryByRole("button", { name: TEXTS.startInspect })).toBeNull();
    expect(screen.getByRole("note").textContent).toBe(why);
  });

  it("shows a spinner, then this week's and today's hours and minutes", async () => {
    setSession(makeToken(), makeUser());
    stubFetch({
      "GET /api/users/agents/stats": {
        success: true,
        ...day,
        onDuty: 3600 * 5,
        onInspect: 60 * 42,
        byDate: {},
        today: { ...day, onDuty: 3600, onInspect: 600 },
      },
    });
    render(withProviders(<InspectionsPage />));
    const stats = within(screen.getByRole("region", { name: TEXTS.yourStatistics }));
    expect(stats.getByRole("progressbar")).toBeTruthy();
    expect((await stats.findByTestId("stats-week")).textContent).toBe(TEXTS.hoursMinutes(5, 42));
    expect(stats.getByTestId("stats-today").textContent).toBe(TEXTS.hoursMinutes(1, 10));
    expect(stats.getByText(TEXTS.thisWeek)).toBeTruthy();
    expect(stats.queryByRole("progressbar")).toBeNull();
  });

  it("Start Inspect sets status Waiting and enters Process", async () => {
    setSession(makeToken(), makeUser());
    const fetchMock = stubFetch({
      "PUT /api/users/updateAction": { success: true, message: "ok", user: makeUser({ status: "Waiting" }) },
      "GET /api/tasks/random/homework": noTask(),
    });
    render(withProviders(<InspectionsPage />));
    screen.getByRole("button", { name: TEXTS.startInspect }).click();
    expect(await screen.findByText(TEXTS.waitingNotification)).toBeTruthy();
    expect(boardStore.status).toBe("Process");
    const put = fetchMock.mock.calls.find(([url]) => String(url).includes("updateAction"));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: "Waiting" });
  });
});
