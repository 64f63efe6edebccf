// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";
import { MY_QUEUE_PATH } from "./listQuery.ts";
// The page loads lazily; loaded with the file, its first import is not the tests' time.
import "./TaskFailedDetailPage.tsx";
import "./TaskFailedListPage.tsx";

afterEach(() => vi.unstubAllGlobals());
// The photo is the Pixi workstation, which jsdom cannot draw.
vi.mock("./ReviewPhoto.tsx", () => ({ ReviewPhoto: () => null }));

const failed = (id: string) => ({
  _id: id,
  status: "VERIFYING",
  createdAt: "2026-01-05T03:00:00.000Z",
  finishedAt: null,
  updatedAt: "2026-01-05T03:00:00.000Z",
  notes: [],
  inspector: { username: "agent1" },
  qa: { username: "qa1" },
  infor: { photoCode: "03", name: "odom", sessionID: "S1", type: "INSPECT" },
  qaData: {
    messageData: [{ name: "odom", data: "wrong", action: "inspector" }],
    inspectData: [
      { name: "odometer", data: { inspector: "1", qa: "2" }, action: "qa" },
      { name: "trim_id", data: { inspector: "a", qa: "b" }, action: "qa", critical: true },
    ],
  },
  inspectorData: {},
});
const detail = (id: string) => ({
  success: true,
  taskFailed: failed(id),
  task: null,
  taskSlot: null,
  taskSetting: null,
  inspection: null,
  vehicle: null,
});
const queue = (ids: string[], total: number) => ({
  success: true,
  data: ids.map(failed),
  count: ids.length,
  pages: 1,
  total,
  current: 1,
  limit: 10,
  totalTaskFailed: total,
});

const items = () => [...document.querySelectorAll<HTMLLIElement>("li[aria-label]")];
const focusedAt = () => items().findIndex((li) => li.getAttribute("aria-current") === "true");
const picked = (at: number) =>
  items()[at]?.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value ?? null;
const critical = (at: number) => items()[at]?.querySelector<HTMLInputElement>("input[role=switch]")?.checked;

async function openAsTrainer(routes: Record<string, unknown> = {}) {
  const fetchMock = stubFetch({
    "GET /api/taskFailed/getTaskFailed/f1": detail("f1"),
    "GET /api/taskFailed/getTaskFailed/f2": detail("f2"),
    ...routes,
  });
  setSession(makeToken(), makeUser({ role: "TRAINER", username: "trainer1" }));
  const user = userEvent.setup();
  const { router } = renderApp("/performance/listTaskFailed/f1");
  await screen.findByText(TEXTS.qaDataTitle, {}, { timeout: 8000 });
  await waitFor(() => expect(items()).toHaveLength(3));
  return { user, router, fetchMock };
}

// Each test loads a lazy page: more than the default 5 s on a loaded machine.
describe("Task Failed detail: settling at speed (issue 23)", { timeout: 60_000 }, () => {
  it("opens a VERIFYING task with its items critical only where the data says so", async () => {
    await openAsTrainer();
    expect([critical(0), critical(1), critical(2)]).toEqual([false, false, true]);
  });

  it("moves between items, picks an action and toggles critical by key", async () => {
    const { user } = await openAsTrainer();
    expect(focusedAt()).toBe(0);
    expect(screen.getByText(/J\/↓ next/)).toBeTruthy();
    await user.keyboard("j");
    expect(focusedAt()).toBe(1);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(focusedAt()).toBe(2); // the last item stays focused
    await user.keyboard("k");
    expect(focusedAt()).toBe(1);
    await user.keyboard("u");
    expect(picked(1)).toBe("support");
    expect(critical(1)).toBe(false);
    await user.keyboard("c");
    expect(critical(1)).toBe(true);
    await user.keyboard("r");
    expect(picked(1)).toBe("review");
    await user.keyboard("i");
    expect(picked(1)).toBe("inspector");
    await user.keyboard("{ArrowUp}q");
    expect(picked(0)).toBe("qa");
  });

  it("keys do nothing while a dialog is open; the confirm dialog names the new status", async () => {
    const { user } = await openAsTrainer();
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(await screen.findByText(TEXTS.confirmNewStatus("VERIFIED"))).toBeTruthy();
    await user.keyboard("jcu");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByText(TEXTS.confirmTitle)).toBeNull());
    expect(focusedAt()).toBe(0);
    expect(critical(0)).toBe(false);
    expect(picked(0)).toBe("inspector");
  });

  it("after a confirm opens the next task of the queue with what is left", async () => {
    const { user, router, fetchMock } = await openAsTrainer({
      "PUT /api/taskFailed/confirmTaskFailed": {
        success: true,
        message: "Success!",
        taskFailed: { ...failed("f1"), status: "VERIFIED" },
        totalTaskFailed: 2,
      },
      "GET /api/taskFailed/getAllTaskFailed": queue(["f1", "f2", "f3"], 3),
    });
    await user.keyboard("{Control>}{Enter}{/Control}");
    await screen.findByText(TEXTS.confirmNewStatus("VERIFIED"));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/performance/listTaskFailed/f2"));
    expect(await screen.findByText(TEXTS.queueLeft(2))).toBeTruthy();
    const listed = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), "http://x"))
      .filter((u) => u.pathname.endsWith("getAllTaskFailed"));
    expect(listed.map((u) => u.searchParams.get("queue"))).toEqual(["mine"]);
  });

  it("goes back to the queue's list when nothing is left", async () => {
    const { user, router } = await openAsTrainer({
      "PUT /api/taskFailed/confirmTaskFailed": {
        success: true,
        message: "Success!",
        taskFailed: { ...failed("f1"), status: "VERIFIED" },
        totalTaskFailed: 0,
      },
      "GET /api/taskFailed/getAllTaskFailed": queue([], 0),
    });
    await user.keyboard("{Control>}{Enter}{/Control}");
    await screen.findByText(TEXTS.confirmNewStatus("VERIFIED"));
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(MY_QUEUE_PATH),
    );
  });
});
