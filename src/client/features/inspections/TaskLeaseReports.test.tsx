// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEASE_GRACE_S, TASK_HEARTBEAT_MS } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, stubFetch, withProviders } from "../../testing/render.tsx";
import { boardStore, dispatch, receiveTask, resetBoard } from "./boardStore.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { makeTaskPayload } from "./workspaceFixtures.ts";
import { TASK } from "./workspaceTestKit.tsx";

/** Issue 21: the workspace tells the server when the photo is shown, and keeps a test-mode task alive. */
afterEach(() => {
  resetBoard();
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 20_000 });

const LEASE = { success: true, message: "", leaseExpiresAt: "2030-01-01T00:00:00.000Z" };

function working(overrides: Parameters<typeof makeTaskPayload>[0] = {}, username = "agent1") {
  setSession(makeToken(), makeUser({ username }));
  dispatch({ type: "SET_STATUS", status: "Process" });
  receiveTask(makeTaskPayload(overrides));
  return render(withProviders(<InspectionsPage />));
}

const loadPhoto = () => fireEvent.load(screen.getByRole("img", { name: TEXTS.photoAlt("01") }));
const posts = (fetchMock: ReturnType<typeof stubFetch>, suffix: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith(suffix) && init?.method === "POST");
const seconds = async (n: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(n * 1000);
  });
};

describe("the photo-shown report", () => {
  it("is sent once, when the photo has loaded (as the countdown starts)", async () => {
    const fetchMock = stubFetch({ [`POST ${TASK}/shown`]: LEASE });
    working();
    expect(posts(fetchMock, "/shown")).toHaveLength(0);
    loadPhoto();
    await act(async () => {});
    expect(posts(fetchMock, "/shown")).toHaveLength(1);
    expect(boardStore.imageLoaded).toBe(true);
    // Painted again (a cage change, a re-render): no second report.
    loadPhoto();
    await act(async () => {});
    expect(posts(fetchMock, "/shown")).toHaveLength(1);
    // An ordinary task sends no heartbeat.
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(0);
  });

  it("fetches the photo of the next task held ahead that its answer names (issue 21, item 7)", async () => {
    const AHEAD = "/api/photos/22222222-2222-4222-8222-222222222222";
    const fetchMock = stubFetch({
      [`POST ${TASK}/shown`]: { ...LEASE, aheadPhoto: AHEAD },
      [`GET ${AHEAD}`]: () => new Response("next photo"),
    });
    working();
    loadPhoto();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith(AHEAD))).toHaveLength(1),
    );
  });

  it("an answer that the lease ran out shows Time OUT", async () => {
    stubFetch({
      [`POST ${TASK}/shown`]: () =>
        jsonResponse(409, { success: false, code: "LEASE_EXPIRED", message: TEXTS.leaseExpired }),
    });
    working();
    loadPhoto();
    expect(await screen.findByText(TEXTS.timeOutTitle)).toBeTruthy();
    expect(boardStore.timeOut).toBe(true);
  });
});

describe("a reload in the middle of a task (issue 21)", () => {
  const NOW = Date.parse("2030-01-01T00:00:00Z");
  const leaseIn = (s: number) => new Date(NOW + (s + LEASE_GRACE_S) * 1000).toISOString();
  const reloaded = (secondsLeft: number, shownLease: string) => {
    vi.useFakeTimers({ shouldAdvanceTime: false, now: NOW });
    const fetchMock = stubFetch({ [`POST ${TASK}/shown`]: { ...LEASE, leaseExpiresAt: shownLease } });
    working({
      patch: (p) => {
        p.task.leaseExpiresAt = leaseIn(secondsLeft);
      },
    });
    return fetchMock;
  };

  it("the countdown resumes from the lease and counts while the photo loads again", async () => {
    reloaded(25, leaseIn(25));
    expect(boardStore.timeCount).toBe(25);
    await seconds(3);
    // The photo has not loaded: the server's lease ran 3 s, and so did the countdown.
    expect(boardStore.imageLoaded).toBe(false);
    expect(boardStore.timeCount).toBe(22);
  });

  it("a page that ticks late: the countdown follows the lease's clock, not its ticks", async () => {
    reloaded(25, leaseIn(25));
    // 8 s pass with no tick (a busy page), then one tick.
    vi.setSystemTime(NOW + 8000);
    await seconds(1);
    expect(boardStore.timeCount).toBe(16);
  });

  // The server's answer to the photo-shown report, 3 s after the reload, when the photo has loaded.
  it("shown before the reload: the lease runs on, and the countdown stays with it", async () => {
    reloaded(25, leaseIn(25));
    await seconds(3);
    loadPhoto();
    await seconds(0);
    expect(boardStore.timeCount).toBe(22);
  });

  it("never shown before: the lease restarts to the full time, and so does the countdown", async () => {
    reloaded(25, new Date(NOW + 3000 + (60 + LEASE_GRACE_S) * 1000).toISOString());
    await seconds(3);
    expect(boardStore.timeCount).toBe(22);
    loadPhoto();
    await seconds(0);
    expect(boardStore.timeCount).toBe(60);
  });
});

describe("the heartbeat", () => {
  it("beats at once and every TASK_HEARTBEAT_MS while a test-mode task is open, and stops with it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = stubFetch({ [`POST ${TASK}/heartbeat`]: LEASE, [`POST ${TASK}/shown`]: LEASE });
    const view = working({ sessionID: "T0001" });
    await seconds(0);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(1);
    await seconds(TASK_HEARTBEAT_MS / 1000);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(2);
    await seconds((2 * TASK_HEARTBEAT_MS) / 1000);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(4);
    view.unmount();
    await seconds((3 * TASK_HEARTBEAT_MS) / 1000);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(4);
  });

  it("beats for a freeze-test user's ordinary task, not for anyone else's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = stubFetch({ [`POST ${TASK}/heartbeat`]: LEASE });
    const view = working({}, "freeze.test1");
    await seconds(TASK_HEARTBEAT_MS / 1000);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(2);
    view.unmount();
    resetBoard();
    fetchMock.mockClear();
    working({}, "agent1");
    await seconds((2 * TASK_HEARTBEAT_MS) / 1000);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(0);
  });

  it("stops once the task has timed out", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = stubFetch({
      [`POST ${TASK}/heartbeat`]: () =>
        jsonResponse(409, { success: false, code: "LEASE_EXPIRED", message: TEXTS.leaseExpired }),
    });
    working({ sessionID: "T0001" });
    await seconds(0);
    expect(boardStore.timeOut).toBe(true);
    await seconds((3 * TASK_HEARTBEAT_MS) / 1000);
    expect(posts(fetchMock, "/heartbeat")).toHaveLength(1);
  });
});
