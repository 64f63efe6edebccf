// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

const REPORTS = [
  {
    _id: "r2",
    kind: "crash",
    message: "Render failed: boom",
    detail:
      "Error: boom\n    at p (https://qc.example/assets/main-abc123.js:1:48213)\n\nComponent stack:\n    in Panel",
    detailMapped: "Error: boom\n    at Panel (src/client/Panel.tsx:3:9)\n\nComponent stack:\n    in Panel",
    path: "/inspections",
    durationMs: null,
    username: "agent1",
    userAgent: "Chromium 140",
    createdAt: "2026-11-23T23:30:05.000Z",
  },
  {
    _id: "r1",
    kind: "trace",
    message: "page load",
    detail: "",
    detailMapped: null,
    path: "/cages",
    durationMs: 1234,
    username: "qa1",
    userAgent: null,
    createdAt: "2026-11-23T20:00:00.000Z",
  },
];

function open(role: Role, path = "/ops/client-reports", total = REPORTS.length) {
  const fetchMock = stubFetch({
    "GET /api/client-reports": (url: string) => {
      const q = new URL(url, "http://x").searchParams;
      const kind = q.get("kind");
      const data = REPORTS.filter((r) => !kind || r.kind === kind);
      return jsonResponse(200, {
        success: true,
        data,
        total: kind ? data.length : total,
        page: Number(q.get("page") ?? 1),
        limit: Number(q.get("limit") ?? 50),
      });
    },
  });
  setSession(makeToken(), makeUser({ username: "admin1", role, options: { timezone: "Asia/Ho_Chi_Minh" } }));
  const view = renderApp(path);
  return { fetchMock, ...view };
}

describe("client reports screen", () => {
  it("lists the reports newest first with kind, time in the user's timezone, user, page and message", async () => {
    open("ADMIN");
    // The page loads lazily: its first import can take a while on a busy machine.
    const table = await screen.findByRole(
      "table",
      { name: TEXTS.clientReportsTableLabel },
      { timeout: 15_000 },
    );
    const rows = await within(table).findAllByTestId("client-report");
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText(TEXTS.clientReportKind("crash"))).toBeTruthy();
    expect(first.getByText("agent1")).toBeTruthy();
    expect(first.getByText("/inspections")).toBeTruthy();
    expect(first.getByText("Render failed: boom")).toBeTruthy();
    // 23:30:05 UTC is 06:30:05 the next morning in Ho Chi Minh City (UTC+7).
    expect(first.getByText("24/11/26 06:30:05 AM")).toBeTruthy();
  });

  it("unfolds the mapped stack (the stack as sent a switch away), and a trace's figures", async () => {
    open("SUPER");
    const rows = await screen.findAllByTestId("client-report");
    const crash = within(rows[0] as HTMLElement);
    expect(crash.queryByText(/at Panel/)).toBeNull();
    await userEvent.click(crash.getByRole("button", { name: TEXTS.clientReportDetails }));
    expect(crash.getByText(/at Panel \(src\/client\/Panel\.tsx:3:9\)/)).toBeTruthy();
    expect(crash.getByText(TEXTS.clientReportStackMapped)).toBeTruthy();
    expect(crash.getByText(/Component stack/)).toBeTruthy();
    expect(crash.queryByText(/main-abc123\.js/)).toBeNull();
    await userEvent.click(crash.getByRole("switch", { name: TEXTS.clientReportShowRaw }));
    expect(crash.getByText(/at p \(https:\/\/qc\.example\/assets\/main-abc123\.js:1:48213\)/)).toBeTruthy();
    expect(crash.queryByText(/src\/client\/Panel\.tsx/)).toBeNull();
    expect(crash.getByText(`${TEXTS.clientReportBrowser}: Chromium 140`)).toBeTruthy();
    const trace = within(rows[1] as HTMLElement);
    await userEvent.click(trace.getByRole("button", { name: TEXTS.clientReportDetails }));
    expect(trace.getByText(TEXTS.clientReportDuration(1234))).toBeTruthy();
  });

  it("filters by kind through the server and keeps it in the URL", async () => {
    const { fetchMock, router } = open("ADMIN");
    await screen.findAllByTestId("client-report");
    const tabs = screen.getByRole("tablist", { name: TEXTS.clientReportsKindFilter });
    await userEvent.click(within(tabs).getByRole("tab", { name: TEXTS.clientReportKind("trace") }));
    await waitFor(() => expect(screen.getAllByTestId("client-report")).toHaveLength(1));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain("kind=trace");
    expect(router.state.location.search).toBe("?kind=trace");
  });

  it("pages when there are more reports than a page holds", async () => {
    const { fetchMock } = open("ADMIN", "/ops/client-reports?limit=10", 25);
    await screen.findAllByTestId("client-report");
    expect(screen.getByText(TEXTS.clientReportsPageOf(1, 3, 25))).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: `${TEXTS.pageNumberLabel} 2` }));
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain("page=2"));
  });

  it("says so when nothing was reported", async () => {
    stubFetch({ "GET /api/client-reports": { success: true, data: [], total: 0, page: 1, limit: 50 } });
    setSession(makeToken(), makeUser({ role: "ADMIN" }));
    renderApp("/ops/client-reports");
    expect(await screen.findByText(TEXTS.clientReportsEmpty)).toBeTruthy();
  });

  it.each(ROLES.filter((r) => r !== "ADMIN" && r !== "SUPER"))(
    "sends %s home without asking the server, and shows no menu entry",
    async (role) => {
      const { fetchMock, router } = open(role);
      await waitFor(() => expect(router.state.location.pathname).toBe("/inspections"));
      const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
      expect(within(nav).queryByRole("link", { name: TEXTS.navClientReports })).toBeNull();
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/api/client-reports"))).toBe(false);
    },
  );

  it.each(["ADMIN", "SUPER"] as const)("shows %s the menu entry", async (role) => {
    open(role, "/training");
    const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    expect(within(nav).getByRole("link", { name: TEXTS.navClientReports })).toHaveProperty(
      "pathname",
      "/ops/client-reports",
    );
  });
});
