// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { sessionStore, setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";
// The pages the router loads lazily, loaded with the file: their first import is not the tests' time.
import "./TaskFailedDetailPage.tsx";
import "./TaskFailedListPage.tsx";

afterEach(() => vi.unstubAllGlobals());
// The detail's photo is the Pixi workstation, which jsdom cannot draw; these tests walk between pages.
vi.mock("./ReviewPhoto.tsx", () => ({ ReviewPhoto: () => null }));

describe("Task Failed list", () => {
  it("says the list could not be loaded, not that there is no failed task, when its call fails", async () => {
    const unavailable = "The database is unavailable, try again in a moment.";
    stubFetch({
      "GET /api/taskFailed/getAllTaskFailed": () =>
        jsonResponse(503, { success: false, code: "DB_UNAVAILABLE", message: unavailable }),
    });
    setSession(makeToken(), makeUser({ role: "QA", username: "qa1" }));
    renderApp("/performance/listTaskFailed");
    const alerts = await screen.findAllByText(unavailable, {}, { timeout: 8000 });
    expect(alerts.some((el) => el.getAttribute("role") === "alert")).toBe(true);
    expect(screen.queryByText(TEXTS.noTaskFailed)).toBeNull();
  });

  it("shows the empty list's text when the list is empty", async () => {
    stubFetch({
      "GET /api/taskFailed/getAllTaskFailed": {
        success: true,
        data: [],
        count: 0,
        pages: 0,
        total: 0,
        current: 1,
        totalTaskFailed: 0,
      },
    });
    setSession(makeToken(), makeUser({ role: "QA", username: "qa1" }));
    renderApp("/performance/listTaskFailed");
    expect(await screen.findByText(TEXTS.noTaskFailed, {}, { timeout: 8000 })).toBeTruthy();
  });
});

const ITEM = {
  _id: "f1",
  status: "VERIFYING",
  createdAt: "2026-01-05T03:00:00.000Z",
  finishedAt: null,
  updatedAt: "2026-01-05T03:00:00.000Z",
  notes: [],
  inspector: { username: "agent1" },
  qa: { username: "qa1" },
  infor: { photoCode: "03", name: "odom", sessionID: "S1", type: "QC" },
  qaData: { messageData: [{ name: "odom", data: "wrong", action: "inspector" }] },
  inspectorData: {},
};
const page = (pages: number) => ({
  success: true,
  data: [ITEM],
  count: 1,
  pages,
  total: 1,
  current: 1,
  limit: 10,
  totalTaskFailed: 1,
});
const detail = {
  success: true,
  taskFailed: ITEM,
  task: null,
  taskSlot: null,
  taskSetting: null,
  inspection: null,
  vehicle: null,
};
const FILTERED = "/performance/listTaskFailed?status=VERIFYING&page=2&limit=10";

// Each test loads lazy pages and walks between them: more than the default 5 s on a loaded machine.
describe("Task Failed list: its search lives in the URL", { timeout: 60_000 }, () => {
  it("a new search asks for the user's queue", async () => {
    const fetchMock = stubFetch({ "GET /api/taskFailed/getAllTaskFailed": page(1) });
    setSession(makeToken(), makeUser({ role: "AGENT", username: "agent1" }));
    renderApp("/performance/listTaskFailed");
    await screen.findByTestId("task-failed-row", {}, { timeout: 8000 });
    const asked = fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://x"));
    expect(asked.some((u) => u.searchParams.get("queue") === "mine")).toBe(true);
    expect(screen.getByRole("checkbox", { name: TEXTS.filterMyQueue })).toHaveProperty("checked", true);
  });

  it("keeps the page-size picker when there is one page", async () => {
    stubFetch({ "GET /api/taskFailed/getAllTaskFailed": page(1) });
    setSession(makeToken(), makeUser({ role: "QA", username: "qa1" }));
    renderApp("/performance/listTaskFailed?page=1");
    const pager = await screen.findByRole("navigation", { name: TEXTS.pagerLabel }, { timeout: 8000 });
    expect(within(pager).getByRole("combobox", { name: TEXTS.pageSizeLabel })).toBeTruthy();
  });

  it("the detail's Back and a delete return to the list as it was left", async () => {
    stubFetch({
      "GET /api/taskFailed/getAllTaskFailed": page(3),
      "GET /api/taskFailed/getTaskFailed/f1": detail,
      "DELETE /api/taskFailed/deleteTaskFailed": { success: true, message: "Success!", totalTaskFailed: 0 },
    });
    setSession(makeToken(), makeUser({ role: "TRAINER", username: "trainer1" }));
    const user = userEvent.setup();
    const { router } = renderApp(FILTERED);
    const where = () => `${router.state.location.pathname}${router.state.location.search}`;
    // Text queries, not role queries: computing every Fluent element's role is slow on a loaded machine.
    const button = (name: string) => screen.findByText(name, { selector: "button" }, { timeout: 8000 });
    const open = async () => {
      await user.click(
        await screen.findByLabelText(TEXTS.viewTaskFailed, { selector: "button" }, { timeout: 8000 }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe("/performance/listTaskFailed/f1"));
      await screen.findByText(TEXTS.backToList, {}, { timeout: 8000 });
    };
    await open();
    await user.click(screen.getByText(TEXTS.backToList));
    await waitFor(() => expect(where()).toBe(FILTERED));

    await open();
    await user.click(await button(TEXTS.deleteTaskFailed));
    await user.click(await button(TEXTS.ok));
    await waitFor(() => expect(where()).toBe(FILTERED));
  });

  it("back on the list right after a delete, the list is asked afresh and the badge keeps the new count", async () => {
    let left = page(1);
    const fetchMock = stubFetch({
      "GET /api/taskFailed/getAllTaskFailed": () => jsonResponse(200, left),
      "GET /api/taskFailed/getTaskFailed/f1": detail,
      "DELETE /api/taskFailed/deleteTaskFailed": () => {
        left = { ...page(1), data: [], count: 0, total: 0, totalTaskFailed: 0 };
        return jsonResponse(200, { success: true, message: "Success!", totalTaskFailed: 0 });
      },
    });
    setSession(makeToken(), makeUser({ role: "TRAINER", username: "trainer1", totalTaskFailed: 1 }));
    const user = userEvent.setup();
    const { router } = renderApp(FILTERED);
    const button = (name: string) => screen.findByText(name, { selector: "button" }, { timeout: 8000 });
    await user.click(
      await screen.findByLabelText(TEXTS.viewTaskFailed, { selector: "button" }, { timeout: 8000 }),
    );
    await user.click(await button(TEXTS.deleteTaskFailed));
    await user.click(await button(TEXTS.ok));
    await waitFor(() => expect(router.state.location.pathname).toBe("/performance/listTaskFailed"));
    // Within SWR's default 2 s dedupe the cached list (count 1) came back and was never asked again.
    expect(await screen.findByText(TEXTS.noTaskFailed, {}, { timeout: 8000 })).toBeTruthy();
    expect(sessionStore.user?.totalTaskFailed).toBe(0);
    const lists = fetchMock.mock.calls.filter(([url]) => String(url).includes("getAllTaskFailed"));
    expect(lists.length).toBeGreaterThanOrEqual(2);
  });

  it("one date alone names the missing date", async () => {
    stubFetch({ "GET /api/taskFailed/getAllTaskFailed": page(1) });
    setSession(makeToken(), makeUser({ role: "QA", username: "qa1" }));
    const user = userEvent.setup();
    renderApp("/performance/listTaskFailed?page=1");
    const from = await screen.findByLabelText(TEXTS.rangeDate(TEXTS.rangeFrom), {}, { timeout: 8000 });
    await user.type(from, "2026-01-05");
    await user.click(screen.getByRole("button", { name: TEXTS.search }));
    expect((await screen.findByRole("alert")).textContent).toBe(TEXTS.dateToMissing);
  });
});
