// @vitest-environment jsdom
// Issue 21: an agent's shift at keyboard speed. The focus starts at each task's home, Tab walks the
// form, then accept, then reject, and every decision has a key (src/domain/decisionKeys.ts).
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { jsonResponse, stubFetch } from "../../testing/render.tsx";
import { resetBoard, type TaskPayload } from "./boardStore.ts";
import { damageStore, resetDamages } from "./damageStore.ts";
import { accept, confirmOk, field, region, TASK, working } from "./workspaceTestKit.tsx";
import { closeSupportView, openSupportView } from "./workstation/supportViewStore.ts";

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  resetBoard();
  resetDamages();
});

const VIN = "1HGCM82633A004352";
const keys = () => userEvent.setup({ delay: null });
const focused = () => document.activeElement;
const button = (name: string) => screen.getByRole("button", { name });
const dialog = (name: string) => screen.findByRole("dialog", { name });
const noDialog = () => expect(screen.queryByRole("dialog")).toBeNull();

describe("the focus starts at the task's home on arrival", () => {
  it.each([
    ["VIN (01)", { photoCode: "01" }, TEXTS.vinLabel],
    ["odometer reading (03)", { photoCode: "03" }, TEXTS.odometerReadingLabel],
    ["plate (08)", { photoCode: "08" }, TEXTS.plateNumberLabel],
    [
      "the VIN before the holman serial and pin",
      { inspection: { options: { usecase: "holman" } } },
      TEXTS.vinLabel,
    ],
  ])("%s", (_, task, label) => {
    stubFetch({});
    working(task);
    expect(focused()).toBe(field(label));
  });

  it.each([
    ["trim", { photoCode: "08", name: "trim_id" }, TEXTS.trimLabel],
    ["exterior colour", { photoCode: "04", name: "ext_id" }, TEXTS.extColorLabel],
    ["interior", { photoCode: "10", name: "interior" }, TEXTS.intStatusLabel],
    [
      "tire",
      {
        photoCode: "15",
        name: "tire",
        patch: (p: TaskPayload) => {
          p.taskSlot!.inspects.position = "rear";
        },
      },
      TEXTS.tireChoiceLabel(TEXTS.wheelsRear),
    ],
  ])("%s: the first choice, once the choices are there", async (_, task, label) => {
    stubFetch({});
    working(task);
    await waitFor(() => expect(focused()).toBe(field(label)));
  });

  it("a damage task: the photo frame, focusable and marked as the frame", () => {
    stubFetch({});
    working({ photoCode: "04", name: "damage_body", slotType: "damage" });
    expect(focused()?.hasAttribute("data-photo-frame")).toBe(true);
    expect(focused()?.getAttribute("tabindex")).toBe("0");
  });
});

/** What Tab reaches, in order: no positive tabIndex on the page, so the DOM order of what takes focus. */
const tabbables = () =>
  [...document.querySelectorAll<HTMLElement>("input, select, textarea, button, a[href], [tabindex]")].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(":disabled") &&
      !el.closest("[data-tabster-dummy], [aria-hidden='true']"),
  );
/**
 * Tab as a browser does it when no page code takes the key: jsdom has no Tab navigation, and
 * user-event's meets Fluent's tabster, whose focus guards need a layout.
 */
const pressTab = (shift = false) => {
  const from = document.activeElement as HTMLElement;
  if (!fireEvent.keyDown(from, { key: "Tab", code: "Tab", shiftKey: shift })) return;
  const order = tabbables();
  order[order.indexOf(from) + (shift ? -1 : 1)]?.focus();
};
const walk = (steps: number, shift = false) =>
  Array.from({ length: steps }, () => {
    pressTab(shift);
    return focused();
  });

describe("Tab walks the fields, then accept, then reject, in reading order", () => {
  it("from the VIN: accept, reject; Shift+Tab back to the VIN", () => {
    stubFetch({});
    working();
    const blurry = region(TEXTS.rejectButtons).getByRole("button", { name: "Photo is blurry" });
    expect(walk(2)).toEqual([accept("VIN read"), blurry]);
    expect(walk(2, true)).toEqual([accept("VIN read"), field(TEXTS.vinLabel)]);
  });

  it("with the vehicle to create: VIN, make, model, year, body type, accept, reject", () => {
    stubFetch({});
    working();
    fireEvent.click(screen.getByRole("switch", { name: TEXTS.createVehicleToggle }));
    field(TEXTS.vinLabel).focus();
    expect(walk(6)).toEqual([
      field(TEXTS.makeLabel),
      field(TEXTS.modelLabel),
      field(TEXTS.yearLabel),
      field(TEXTS.bodyTypeLabel),
      accept("VIN read"),
      region(TEXTS.rejectButtons).getByRole("button", { name: "Photo is blurry" }),
    ]);
  });

  it("odometer: reading, unit, accept", () => {
    stubFetch({});
    working({ photoCode: "03" });
    expect(walk(2)).toEqual([field(TEXTS.odometerUnitLabel), accept("VIN read")]);
  });
});

describe("decision keys", () => {
  const twoAccepts = {
    patch: (p: TaskPayload) => {
      p.taskSetting!.accepts = [
        { name: "vin_read", description: "VIN read" },
        { name: "vin_partly", description: "VIN partly read" },
      ];
    },
  };

  it("show beside their buttons, whose names stay the options' descriptions", () => {
    stubFetch({});
    working(twoAccepts);
    const kbd = (name: string) =>
      [...(button(name).parentElement?.querySelectorAll("kbd") ?? [])].map((k) => k.textContent);
    expect(kbd("VIN read")).toEqual([TEXTS.keyAcceptOption(1), TEXTS.keyFirstAccept]);
    expect(kbd("VIN partly read")).toEqual([TEXTS.keyAcceptOption(2)]);
    expect(kbd("Photo is blurry")).toEqual([TEXTS.keyRejectReason(1)]);
    expect(button("VIN read").textContent).toBe("VIN read");
    expect(button("VIN partly read").getAttribute("aria-keyshortcuts")).toBe("Alt+2");
  });

  it("Ctrl+Enter in a field takes the first accept option; Escape gives the focus back to the field", async () => {
    stubFetch({});
    working(twoAccepts);
    const user = keys();
    await user.keyboard(VIN);
    await user.keyboard("{Control>}{Enter}{/Control}");
    const confirm = await dialog(TEXTS.confirmTitle);
    expect(within(confirm).getByText("VIN read")).toBeTruthy();
    fireEvent.keyDown(confirm, { key: "Escape" });
    await waitFor(() => expect(focused()).toBe(field(TEXTS.vinLabel)));
  });

  it("Enter in the last field takes the first accept option, and only there", async () => {
    const fetchMock = stubFetch({ [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.success } });
    working();
    const user = keys();
    fireEvent.click(screen.getByRole("switch", { name: TEXTS.createVehicleToggle }));
    field(TEXTS.vinLabel).focus();
    await user.keyboard(`${VIN}{Enter}`);
    noDialog();
    fireEvent.change(field(TEXTS.bodyTypeLabel), { target: { value: "SUV" } });
    field(TEXTS.bodyTypeLabel).focus();
    await user.keyboard("{Enter}");
    await dialog(TEXTS.confirmTitle);
    await confirmOk();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith("/accept"))).toBe(true));
  });

  it("Alt+2 takes the second accept option", async () => {
    stubFetch({});
    working(twoAccepts);
    const user = keys();
    await user.keyboard(VIN);
    await user.keyboard("{Alt>}2{/Alt}");
    const confirm = await dialog(TEXTS.confirmTitle);
    expect(within(confirm).getByText("VIN partly read")).toBeTruthy();
    expect(field(TEXTS.vinLabel)).toHaveProperty("value", VIN);
  });

  it("Alt+R then 1 rejects with the first reason; the digit is not typed into the field", async () => {
    stubFetch({});
    working();
    const user = keys();
    await user.keyboard("{Alt>}r{/Alt}");
    expect(region(TEXTS.rejectButtons)).toBeTruthy();
    await user.keyboard("1");
    const image = await dialog(TEXTS.rejectModalTitle);
    expect(within(image).getByText("Photo is blurry")).toBeTruthy();
    expect(field(TEXTS.vinLabel)).toHaveProperty("value", "");
  });

  it("after Alt+R, any other key is typed as usual and a later digit is a digit", async () => {
    stubFetch({});
    working();
    const user = keys();
    await user.keyboard("{Alt>}r{/Alt}a1");
    noDialog();
    expect(field(TEXTS.vinLabel)).toHaveProperty("value", "A1");
  });

  it("Alt+0 finishes a damage task once a damage is marked", async () => {
    stubFetch({});
    working({ photoCode: "04", name: "damage_body", slotType: "damage" });
    const user = keys();
    await user.keyboard("{Alt>}0{/Alt}");
    noDialog();
    await act(async () => {
      damageStore.damages = [
        { component: "DOOR_FRONT_LEFT", damage_group: "BODY", damage_name: "DENT", grade_score: 2 },
      ];
    });
    await user.keyboard("{Alt>}0{/Alt}");
    const image = await dialog(TEXTS.rejectModalTitle);
    expect(within(image).getByText(TEXTS.finishBody(1))).toBeTruthy();
  });

  it("a refused accept: the error popup gives the focus back to the VIN field", async () => {
    stubFetch({
      [`PUT ${TASK}/accept`]: () =>
        jsonResponse(409, { success: false, code: "ALREADY_ANSWERED", message: "Already answered" }),
    });
    working();
    const user = keys();
    await user.keyboard(`${VIN}{Enter}`);
    await confirmOk();
    const popup = await screen.findByRole("alertdialog", { name: TEXTS.errorPopupTitle });
    fireEvent.click(within(popup).getByRole("button", { name: TEXTS.close, hidden: true }));
    await waitFor(() => expect(focused()).toBe(field(TEXTS.vinLabel)));
  });
});

describe("the focus comes back after dialogs and errors", () => {
  it("'VinDecode Wrong Plz Input Again': Try Again goes back to the VIN field", async () => {
    stubFetch({ [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.vinDecodeWrong } });
    working();
    const user = keys();
    await user.keyboard(`${VIN}{Enter}`);
    await confirmOk();
    const decode = await screen.findByRole("alertdialog", { name: TEXTS.inspectionModalTitle });
    (focused() as HTMLElement).blur();
    fireEvent.click(within(decode).getByRole("button", { name: TEXTS.tryAgain }));
    await waitFor(() => expect(focused()).toBe(field(TEXTS.vinLabel)));
  });

  it("the support view opened by a key with the focus nowhere: back to the task's home", async () => {
    stubFetch({});
    working();
    (focused() as HTMLElement).blur();
    act(() => openSupportView(0));
    await screen.findByRole("dialog", { name: TEXTS.supportViewTitle });
    act(() => closeSupportView());
    await waitFor(() => expect(focused()).toBe(field(TEXTS.vinLabel)));
  });
});
