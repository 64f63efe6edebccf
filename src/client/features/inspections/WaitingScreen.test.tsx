// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TASK_POLL_MS } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, stubFetch, withProviders } from "../../testing/render.tsx";
import { boardStore, dispatch, receiveTask, resetBoard } from "./boardStore.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { acceptTask } from "./workspaceActions.ts";
import { makeTaskPayload, noTask } from "./workspaceFixtures.ts";

afterEach(() => resetBoard());

const homeworkCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes("/api/tasks/random/homework")).length;

function waiting() {
  setSession(makeToken(), makeUser());
  dispatch({ type: "SET_STATUS", status: "Process" });
}

describe("waiting screen", () => {
  it("polls every 4 s until a task arrives, then stops and shows the task", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    waiting();
    let n = 0;
    const fetchMock = stubFetch({
      "GET /api/tasks/random/homework": () =>
        new Response(JSON.stringify(++n < 2 ? noTask() : makeTaskPayload({ time: 45 })), {
          headers: { "Content-Type": "application/json" },
        }),
    });
    render(withProviders(<InspectionsPage />));
    expect(screen.getByText(TEXTS.waitingNotification)).toBeTruthy();
    expect(screen.getByText(TEXTS.waitingModal)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(homeworkCalls(fetchMock)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TASK_POLL_MS);
    });
    expect(await screen.findByRole("heading", { name: "01 - Read the VIN" })).toBeTruthy();
    expect(boardStore.doingTask).toBe(true);
    expect(boardStore.timeCount).toBe(45);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TASK_POLL_MS * 3);
    });
    expect(homeworkCalls(fetchMock)).toBe(2);
  });

  it("on a task asks for full screen (AGENT) and fires the TASK notification when allowed", async () => {
    waiting();
    const shown: { title: string; body: string | undefined }[] = [];
    class NotificationStub {
      static permission = "granted";
      static requestPermission = vi.fn(async () => "granted");
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal("Notification", NotificationStub);
    const requestFullscreen = vi.fn(async () => undefined);
    Object.defineProperty(document.documentElement, "requestFullscreen", {
      value: requestFullscreen,
      configurable: true,
    });
    stubFetch({ "GET /api/tasks/random/homework": makeTaskPayload() });
    render(withProviders(<InspectionsPage />));
    expect(await screen.findByRole("heading", { name: "01 - Read the VIN" })).toBeTruthy();
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([{ title: TEXTS.taskNotificationTitle, body: TEXTS.taskNotificationBody }]);
    Reflect.deleteProperty(document.documentElement, "requestFullscreen");
  });

  it("shows 'Too many priorities' and keeps waiting", async () => {
    waiting();
    stubFetch({
      "GET /api/tasks/random/homework": noTask({
        success: false,
        code: "TOO_MANY_PRIORITIES",
        message: TEXTS.tooManyPriorities,
      }),
    });
    render(withProviders(<InspectionsPage />));
    expect(await screen.findByText(TEXTS.tooManyPriorities)).toBeTruthy();
    expect(boardStore.status).toBe("Process");
  });

  it("the back button sets status Online and returns to Start", async () => {
    waiting();
    const fetchMock = stubFetch({
      "GET /api/tasks/random/homework": noTask(),
      "PUT /api/users/updateAction": { success: true, message: "ok", user: makeUser() },
    });
    render(withProviders(<InspectionsPage />));
    screen.getByRole("button", { name: TEXTS.backButton }).click();
    expect(await screen.findByRole("button", { name: TEXTS.startInspect })).toBeTruthy();
    const put = fetchMock.mock.calls.find(([url]) => String(url).includes("updateAction"));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ status: "Online" });
  });
});

describe("the next task asked for when the last one ends (issue 21)", () => {
  const ACCEPT = "PUT /api/tasks/11111111-1111-4111-8111-111111111111/accept";
  const answered = async (homework: unknown) => {
    waiting();
    receiveTask(makeTaskPayload());
    const fetchMock = stubFetch({
      [ACCEPT]: { success: true, message: TEXTS.success },
      "GET /api/tasks/random/homework": homework,
    });
    await acceptTask("vin_read", { vin: "1HGCM82633A004352" });
    return fetchMock;
  };

  it("asks before the waiting screen is drawn, and the screen's first poll is that call", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = await answered(noTask());
    expect(boardStore.task).toBeNull();
    expect(homeworkCalls(fetchMock)).toBe(1);
    render(withProviders(<InspectionsPage />));
    expect(await screen.findByText(TEXTS.waitingNotification)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(homeworkCalls(fetchMock)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TASK_POLL_MS);
    });
    expect(homeworkCalls(fetchMock)).toBe(2);
  });

  it("an answer handing over the task held ahead shows it at once, asking no homework (issue 21, item 7)", async () => {
    waiting();
    receiveTask(makeTaskPayload());
    const next = makeTaskPayload({
      photoCode: "03",
      patch: (p) => Object.assign(p.task, { _id: "22222222-2222-4222-8222-222222222222" }),
    });
    const fetchMock = stubFetch({
      [ACCEPT]: { success: true, message: TEXTS.success, next },
      "GET /api/tasks/random/homework": noTask(),
    });
    await acceptTask("vin_read", { vin: "1HGCM82633A004352" });
    expect(boardStore.task?.task._id).toBe("22222222-2222-4222-8222-222222222222");
    expect(boardStore.photoCode).toBe("03");
    expect(homeworkCalls(fetchMock)).toBe(0);
  });

  it("leaving the page ends that call (the server claims nothing for nobody)", async () => {
    const fetchMock = await answered(() => new Promise<Response>(() => undefined));
    const view = render(withProviders(<InspectionsPage />));
    view.unmount();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("/homework")) ?? [];
    expect(init?.signal?.aborted).toBe(true);
  });
});
