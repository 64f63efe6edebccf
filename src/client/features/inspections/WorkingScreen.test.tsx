// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { makeToken, makeUser, stubFetch, withProviders } from "../../testing/render.tsx";
import { boardStore, dispatch, receiveTask, resetBoard } from "./boardStore.ts";
import { InspectionsPage } from "./InspectionsPage.tsx";
import { makeTaskPayload, noTask } from "./workspaceFixtures.ts";

afterEach(() => resetBoard());
// The machine is shared: fake-timer tests that render Fluent dialogs need more than 5 s under load.
vi.setConfig({ testTimeout: 20_000 });

type Overrides = Parameters<typeof makeTaskPayload>[0];

function working(overrides: Overrides = {}, username = "agent1") {
  setSession(makeToken(), makeUser({ username }));
  dispatch({ type: "SET_STATUS", status: "Process" });
  receiveTask(makeTaskPayload(overrides));
  const view = render(withProviders(<InspectionsPage />));
  return view;
}

const loadPhoto = (code = "01") => fireEvent.load(screen.getByRole("img", { name: TEXTS.photoAlt(code) }));
const timer = () => screen.getByRole("timer");
const hiddenTimer = () => screen.getByRole("timer", { hidden: true });
const acceptButton = () =>
  within(screen.getByRole("region", { name: TEXTS.acceptButtons })).getByRole("button", { name: "VIN read" });
const seconds = async (n: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(n * 1000);
  });
};

describe("working screen", () => {
  it("shows the title, banner, session info and 'No Support'", () => {
    working();
    expect(screen.getByRole("heading", { name: "01 - Read the VIN" })).toBeTruthy();
    expect(screen.getByText("2015 - Honda - Accord - 4dr_Car")).toBeTruthy();
    expect(screen.getByText(TEXTS.sessionInfo("S0001", "INS1"))).toBeTruthy();
    expect(screen.getByText(TEXTS.noSupport)).toBeTruthy();
    expect(screen.queryByText(TEXTS.testMode)).toBeNull();
  });

  it("counts only once the photo has loaded; red at 10 s, actions off at 2 s, timeout at 0", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = stubFetch({
      "PUT /api/tasks/11111111-1111-4111-8111-111111111111/timeout": {
        success: true,
        message: TEXTS.taskReleased,
      },
    });
    working({ time: 13 });
    await seconds(3);
    expect(timer().textContent).toBe("13");
    loadPhoto();
    await seconds(2);
    expect(timer().textContent).toBe("11");
    expect(timer().getAttribute("data-red")).toBe("false");
    await seconds(1);
    expect(timer().textContent).toBe("10");
    expect(timer().getAttribute("data-red")).toBe("true");
    await seconds(7);
    expect(timer().textContent).toBe("3");
    const reject = within(screen.getByRole("region", { name: TEXTS.rejectButtons })).getByRole("button", {
      name: "Photo is blurry",
    });
    expect(reject).toHaveProperty("disabled", false);
    fireEvent.click(reject);
    expect(screen.getByRole("dialog", { name: TEXTS.rejectModalTitle })).toBeTruthy();
    await seconds(1);
    expect(boardStore.modal).toBe("none");
    // The countdown closed the dialog while its (focused) Reject button was disabled: under jsdom's
    // faked clock tabster leaves the page aria-hidden after that, so the timer is read regardless.
    // (A browser check of the page after such a close is still to do: issue 21's note.)
    expect(hiddenTimer().textContent).toBe("2");
    expect(reject).toHaveProperty("disabled", true);
    expect(
      within(screen.getByRole("region", { name: TEXTS.acceptButtons, hidden: true })).getByRole("button", {
        name: "VIN read",
        hidden: true,
      }),
    ).toHaveProperty("disabled", true);
    await seconds(2);
    expect(hiddenTimer().textContent).toBe("0");
    await seconds(0);
    expect(screen.getByText(TEXTS.timeOutBody)).toBeTruthy();
    expect(screen.getByText(TEXTS.timeOutTitle)).toBeTruthy();
    expect(screen.getByRole("button", { name: TEXTS.backToStart })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/timeout"))).toHaveLength(1);
  });

  it("does not count in test mode or for a freeze-test user", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    stubFetch({});
    const view = working({ time: 20, sessionID: "T0001" });
    expect(screen.getByText(TEXTS.testMode)).toBeTruthy();
    loadPhoto();
    await seconds(3);
    expect(timer().textContent).toBe("20");
    view.unmount();
    resetBoard();
    working({ time: 20 }, "freeze.test1");
    loadPhoto();
    await seconds(3);
    expect(timer().textContent).toBe("20");
  });

  it("an invalid VIN shows the VIN text and blocks accept; a valid one is upper-cased and accepted", async () => {
    const fetchMock = stubFetch({
      "PUT /api/tasks/11111111-1111-4111-8111-111111111111/accept": { success: true, message: TEXTS.success },
      "GET /api/tasks/random/homework": noTask(),
    });
    working();
    const vin = screen.getByLabelText(TEXTS.vinLabel);
    fireEvent.change(vin, { target: { value: "1hgcm8263oa004352" } });
    expect((vin as HTMLInputElement).value).toBe("1HGCM8263OA004352");
    expect(screen.getByText(TEXTS.vinInvalid)).toBeTruthy();
    expect(acceptButton()).toHaveProperty("disabled", true);
    fireEvent.change(vin, { target: { value: "1hgcm82633a004352" } });
    expect(screen.queryByText(TEXTS.vinInvalid)).toBeNull();
    expect(acceptButton()).toHaveProperty("disabled", false);
    fireEvent.click(acceptButton());
    const confirm = screen.getByRole("dialog", { name: TEXTS.confirmTitle });
    fireEvent.click(within(confirm).getByRole("button", { name: TEXTS.ok }));
    expect(await screen.findByText(TEXTS.waitingNotification)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/accept"));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ message: "vin_read", vin: "1HGCM82633A004352" });
  });

  it("'VinDecode Wrong Plz Input Again' keeps the task; Try Again closes it", async () => {
    stubFetch({
      "PUT /api/tasks/11111111-1111-4111-8111-111111111111/accept": {
        success: true,
        message: TEXTS.vinDecodeWrong,
      },
    });
    working();
    fireEvent.change(screen.getByLabelText(TEXTS.vinLabel), { target: { value: "1HGCM82633A004352" } });
    fireEvent.click(acceptButton());
    fireEvent.click(
      within(screen.getByRole("dialog", { name: TEXTS.confirmTitle })).getByRole("button", {
        name: TEXTS.ok,
      }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: TEXTS.inspectionModalTitle });
    expect(within(dialog).getByText(TEXTS.vinDecodeWrong)).toBeTruthy();
    fireEvent.click(within(dialog).getByText(TEXTS.tryAgain));
    expect(boardStore.modal).toBe("none");
    expect(boardStore.task).not.toBeNull();
    // The page is the agent's again once the dialog has left (its exit, then Fluent lifts aria-hidden).
    expect(await screen.findByRole("heading", { name: "01 - Read the VIN" })).toBeTruthy();
  });

  it("shows only the visible rejects and sends the reason with from", async () => {
    const fetchMock = stubFetch({
      "PUT /api/tasks/11111111-1111-4111-8111-111111111111/reject": { success: true, message: TEXTS.success },
      "GET /api/tasks/random/homework": {
        success: true,
        message: "",
        task: null,
        taskSlot: null,
        taskSetting: null,
        inspection: null,
        vehicle: null,
        cage: null,
        auto: false,
      },
    });
    working({ slotType: "QC" });
    const rejects = within(screen.getByRole("region", { name: TEXTS.rejectButtons }));
    expect(rejects.getAllByRole("button").map((b) => b.textContent)).toEqual(["Photo is blurry"]);
    fireEvent.click(rejects.getByRole("button", { name: "Photo is blurry" }));
    const dialog = screen.getByRole("dialog", { name: TEXTS.rejectModalTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.rejectAction }));
    expect(await screen.findByText(TEXTS.waitingNotification)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/reject"));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ message: "Photo is blurry", from: "QC" });
  });

  it("hides every reject on a qcPassed DEFAULT inspection", () => {
    working({ inspection: { qcPassed: true } });
    expect(screen.queryByRole("region", { name: TEXTS.rejectButtons })).toBeNull();
  });

  it("shows vin_not_from_vehicle when the inspection asks for it", () => {
    working({ inspection: { options: { decode: "vms", reject_vin_not_from_vehicle: true } } });
    const rejects = within(screen.getByRole("region", { name: TEXTS.rejectButtons }));
    expect(rejects.getByRole("button", { name: "VIN not from vehicle" })).toBeTruthy();
  });

  it("photo 03 shows the odometer form and the warning for an older vehicle", () => {
    working({ photoCode: "03", vehicleYear: 2015 });
    expect(screen.getByLabelText(TEXTS.odometerReadingLabel)).toBeTruthy();
    expect(screen.getByText(TEXTS.odometerWarning(2015))).toBeTruthy();
  });
});
