// @vitest-environment jsdom
// Issue 21: confirm-style dialogs open on their action, LEASE_EXPIRED times the task out, and a
// homework poll refused with 403 ends the wait.
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { alertStore, clearAlert } from "../../state/alert.ts";
import { setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, stubFetch, withProviders } from "../../testing/render.tsx";
import { boardStore, dispatch, resetBoard } from "./boardStore.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { plusTime } from "./workspaceActions.ts";
import { accept, confirmOk, region, TASK, working } from "./workspaceTestKit.tsx";

afterEach(() => {
  resetBoard();
  clearAlert();
});
vi.setConfig({ testTimeout: 20_000 });

const leaseExpired = () =>
  jsonResponse(409, { success: false, code: "LEASE_EXPIRED", message: TEXTS.leaseExpired });

const openReject = async () => {
  const reject = region(TEXTS.rejectButtons).getByRole("button", { name: "Photo is blurry" });
  reject.focus();
  fireEvent.click(reject);
  return { reject, dialog: await screen.findByRole("dialog", { name: TEXTS.rejectModalTitle }) };
};

describe("confirm-style dialogs open on their action (issue 21)", () => {
  it("'Image' (reject) focuses Reject: Enter rejects; Close stays in its place", async () => {
    const fetchMock = stubFetch({ [`PUT ${TASK}/reject`]: { success: true, message: TEXTS.success } });
    working();
    const { dialog } = await openReject();
    const buttons = within(dialog).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([TEXTS.rejectAction, TEXTS.close]);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: TEXTS.rejectAction })),
    );
    fireEvent.click(document.activeElement as HTMLElement);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`${TASK}/reject`))).toBe(true),
    );
  });

  it("Escape closes 'Image' without rejecting, and the focus goes back to the button that opened it", async () => {
    const fetchMock = stubFetch({});
    working();
    const { reject, dialog } = await openReject();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(TEXTS.rejectAction));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(boardStore.modal).toBe("none"));
    await waitFor(() => expect(document.activeElement).toBe(reject));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/reject"))).toBe(false);
  });

  it("'Are You Sure ????' before an accept focuses Ok", async () => {
    stubFetch({});
    working();
    fireEvent.change(screen.getByLabelText(TEXTS.vinLabel), { target: { value: "1HGCM82633A004352" } });
    fireEvent.click(accept("VIN read"));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: TEXTS.ok })),
    );
  });
});

describe("LEASE_EXPIRED on a task call shows Time OUT (issue 21)", () => {
  it("a reject after the lease ran out: Time OUT with Back To Start, which goes back to the start", async () => {
    stubFetch({
      [`PUT ${TASK}/reject`]: leaseExpired,
      "PUT /api/users/updateAction": { success: true, message: "ok" },
    });
    working();
    const { dialog } = await openReject();
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.rejectAction }));
    const timeOut = await screen.findByRole("alertdialog", { name: TEXTS.timeOutTitle, hidden: true });
    expect(boardStore.timeOut).toBe(true);
    expect(boardStore.modal).toBe("none");
    const back = within(timeOut).getByRole("button", { name: TEXTS.backToStart, hidden: true });
    await waitFor(() => expect(document.activeElement).toBe(back));
    fireEvent.click(back);
    await waitFor(() => expect(boardStore.status).toBe("Start"));
    // (jsdom: the closed dialog's modalizer may keep the page aria-hidden a moment, hence hidden.)
    expect(await screen.findByRole("button", { name: TEXTS.startInspect, hidden: true })).toBeTruthy();
  });

  it("an accept after the lease ran out (photo 01: no error popup, Time OUT)", async () => {
    stubFetch({ [`PUT ${TASK}/accept`]: leaseExpired });
    working();
    fireEvent.change(screen.getByLabelText(TEXTS.vinLabel), { target: { value: "1HGCM82633A004352" } });
    fireEvent.click(accept("VIN read"));
    await confirmOk();
    expect(await screen.findByRole("alertdialog", { name: TEXTS.timeOutTitle, hidden: true })).toBeTruthy();
    expect(screen.queryByRole("alertdialog", { name: TEXTS.errorPopupTitle, hidden: true })).toBeNull();
    expect(boardStore.error).toBeNull();
  });

  it("+30 s after the lease ran out", async () => {
    stubFetch({ [`PUT ${TASK}/plusTime`]: leaseExpired });
    working({ photoCode: "04", name: "damage_body" });
    await act(async () => {
      await plusTime();
    });
    expect(boardStore.timeOut).toBe(true);
    expect(await screen.findByRole("alertdialog", { name: TEXTS.timeOutTitle, hidden: true })).toBeTruthy();
  });
});

describe("a homework poll refused with 403 (issue 21)", () => {
  it("stops polling, says why and goes back to the start screen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setSession(makeToken(), makeUser());
      dispatch({ type: "SET_STATUS", status: "Process" });
      const fetchMock = stubFetch({
        "GET /api/tasks/random/homework": () =>
          jsonResponse(403, { success: false, code: "FORBIDDEN", message: TEXTS.forbidden }),
      });
      render(withProviders(<InspectionsPage />));
      await waitFor(() => expect(boardStore.status).toBe("Start"));
      expect(alertStore.alert?.message).toBe(TEXTS.inspectForbidden);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20_000);
      });
      const polls = fetchMock.mock.calls.filter(([url]) => String(url).includes("/homework"));
      expect(polls).toHaveLength(1);
      expect(screen.getByRole("button", { name: TEXTS.startInspect })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
