// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { alertStore } from "../../state/alert.ts";
import { jsonResponse, stubFetch } from "../../testing/render.tsx";
import { boardStore, resetBoard } from "./boardStore.ts";
import { damageStore, resetDamages } from "./damageStore.ts";
import { noTask } from "./workspaceFixtures.ts";
import { accept, confirmOk, field, region, select, sentBody, TASK, working } from "./workspaceTestKit.tsx";

// The machine is shared: give Fluent's dialogs time to mount.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetBoard();
  resetDamages();
});

describe("create-vehicle toggle (VIN task)", () => {
  it("off: the vehicle's fields, required marks on accept, then 'Not Decoded' defaults", async () => {
    const fetchMock = stubFetch({ [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.success } });
    working();
    const toggle = screen.getByRole("switch", { name: TEXTS.createVehicleToggle });
    expect(toggle).toHaveProperty("checked", true);
    expect(screen.queryByLabelText(TEXTS.bodyTypeLabel)).toBeNull();
    fireEvent.click(toggle);
    expect(field(TEXTS.bodyTypeLabel)).toBeTruthy();
    expect(screen.queryByText(TEXTS.requiredField)).toBeNull();
    fireEvent.click(accept("VIN read"));
    expect(screen.getAllByText(TEXTS.requiredField)).toHaveLength(2);
    expect(screen.queryByRole("dialog", { name: TEXTS.confirmTitle })).toBeNull();
    fireEvent.change(field(TEXTS.vinLabel), { target: { value: "1hgcm82633a004352" } });
    select(TEXTS.bodyTypeLabel, "SUV");
    expect(screen.queryByText(TEXTS.requiredField)).toBeNull();
    fireEvent.click(accept("VIN read"));
    await confirmOk();
    await waitFor(() => expect(sentBody(fetchMock, "/accept")).not.toBeNull());
    expect(sentBody(fetchMock, "/accept")).toEqual({
      message: "vin_read",
      vin: "1HGCM82633A004352",
      body_type: "SUV",
      make: TEXTS.notDecoded,
      model: TEXTS.notDecoded,
      createVehicle: true,
    });
  });

  it("starts off for UKV and KVK sessions", () => {
    working({ sessionID: "UKV123" });
    expect(screen.getByRole("switch", { name: TEXTS.createVehicleToggle })).toHaveProperty("checked", false);
  });
});

describe("holman", () => {
  it("vin, serial and pin exclude each other; accept stays and reject is hidden", () => {
    working({ inspection: { options: { decode: "vms", usecase: "holman" } } });
    fireEvent.change(screen.getByLabelText(TEXTS.serialLabel), { target: { value: "ab12" } });
    expect(screen.getByLabelText(TEXTS.serialLabel)).toHaveProperty("value", "AB12");
    expect(screen.getByLabelText(TEXTS.vinLabel)).toHaveProperty("disabled", true);
    expect(screen.getByLabelText(TEXTS.pinLabel)).toHaveProperty("disabled", true);
    expect(accept("VIN read")).toHaveProperty("disabled", false);
    expect(screen.queryByRole("region", { name: TEXTS.rejectButtons })).toBeNull();
  });
});

const LOOKUPS = {
  success: true,
  year: 2019,
  vehicle_trims: [],
  vehicle_trims_pack: [
    {
      trim: {
        id: "S0001-1",
        name: "EX",
        trim: "EX",
        transmission: "Automatic",
        transmission_type_id: 1,
        engine: "",
        engine_type: "",
        fuel_type: "",
        mfr_model_code: "",
        brand: "Honda",
        model: "Accord",
        year: 2019,
        trim_name: "EX",
        drivetrain: "",
        source: "vpic",
        trim_id: "S0001-1",
      },
      full_name: "2019 Honda Accord EX",
      option: { option_id: "S0001-1-std" },
    },
  ],
  vehicle_ext_colors: [
    {
      ext_color: {
        id: "4",
        color_code: "3R3",
        color_name: "Barcelona Red",
        generic_name: "Red",
        hex_value: "#9E1B22",
      },
    },
  ],
  vehicle_int_colors: [{ int_color: { id: "1", color_code: "FB20", color_name: "Black Fabric" } }],
  vehicle_transmissions: [{ transmission: { name: "Automatic" } }, { transmission: { name: "Manual" } }],
};

describe("lookups", () => {
  it("a trim pack sets trim_id and option_id together, with its transmission", async () => {
    const fetchMock = stubFetch({
      "GET /api/vehicle/trims/S0001": LOOKUPS,
      [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.success },
      "GET /api/tasks/random/homework": noTask(),
    });
    working({
      photoCode: "08",
      name: "trim_id",
      patch: (p) => {
        p.taskSetting!.accepts = [{ name: "trim_ok", description: "Trim chosen" }];
      },
    });
    await screen.findByRole("option", { name: "2019 Honda Accord EX" });
    select(TEXTS.trimLabel, "S0001-1|S0001-1-std");
    expect(screen.getByLabelText(TEXTS.transmissionLabel)).toHaveProperty("value", "Automatic");
    fireEvent.click(accept("Trim chosen"));
    await confirmOk();
    await waitFor(() => expect(sentBody(fetchMock, "/accept")).not.toBeNull());
    expect(sentBody(fetchMock, "/accept")).toEqual({
      message: "trim_ok",
      trim_id: "S0001-1",
      option_id: "S0001-1-std",
      trans_agent: "Automatic",
    });
  });

  it("the exterior colour comes from the session's colours", async () => {
    stubFetch({ "GET /api/vehicle/trims/S0001": LOOKUPS });
    working({ photoCode: "04", name: "ext_id" });
    expect(await screen.findByRole("option", { name: "Barcelona Red (Red, 3R3)" })).toBeTruthy();
  });
});

const TIRES = (rear = "225/45R17") => ({
  success: true,
  data: {
    front_left: { size: "225/45R17", type: "Summer" },
    front_right: { size: "225/45R17", type: "Summer" },
    rear_left: { size: rear, type: "Summer" },
    rear_right: { size: "255/40R17", type: "Summer" },
    same_size_type: rear === "255/40R17",
  },
});
const TIRE_CHOICES = {
  success: true,
  data: [
    {
      damage_name: "TREAD_LOW",
      label: "Low tread",
      grade_score: 2,
      material: "Rubber",
      damage_group: "TIRE",
    },
    {
      damage_name: "WINTER_TREAD",
      label: "Winter tread",
      grade_score: 0,
      material: "Rubber",
      damage_group: "TIRE",
    },
  ].map((d) => ({
    component: "TIRE_FRONT_LEFT",
    source: "bmw",
    damage_type: "TIRE",
    unit_measure: null,
    series_nme: null,
    ...d,
  })),
};

describe("tires", () => {
  const tireTask = (table: string, photoCode = "15", series: string | null = null) =>
    working({
      photoCode,
      name: "tire",
      inspection: { options: { decode: "vms", damage_table: table } },
      patch: (p) => {
        p.taskSlot!.inspects.position = photoCode === "06" ? "front" : "rear";
        p.taskSlot!.inspects.options = { wheel_material: [{ name: "Alloy Wheel", description: "Alloy" }] };
        p.vehicle!.series = series;
      },
    });

  it("one choice for the rear pair; tiles coloured by grade", async () => {
    stubFetch({ "GET /api/tires/S0001": TIRES(), "GET /api/damages": TIRE_CHOICES });
    tireTask("default");
    const label = TEXTS.tireChoiceLabel(TEXTS.wheelsRear);
    await screen.findByRole("option", { name: "Low tread" });
    select(label, "TREAD_LOW");
    const tiles = document.querySelectorAll("[data-tile]");
    expect([...tiles].map((t) => [t.getAttribute("data-tile"), t.getAttribute("data-colour")])).toEqual([
      ["TIRE_REAR_LEFT", "orange"],
      ["TIRE_REAR_RIGHT", "orange"],
    ]);
    select(label, "WINTER_TREAD");
    expect(document.querySelector("[data-tile]")?.getAttribute("data-colour")).toBe("blue");
  });

  it("a session without tire data (404): the choices still come, and no error banner covers the task", async () => {
    stubFetch({ "GET /api/damages": TIRE_CHOICES });
    tireTask("default");
    await screen.findByRole("option", { name: "Low tread" });
    expect(alertStore.alert).toBeNull();
  });

  it("bmw with differing sizes: one choice per wheel", async () => {
    stubFetch({ "GET /api/tires/S0001": TIRES(), "GET /api/bmw-damages": TIRE_CHOICES });
    tireTask("bmw");
    await screen.findAllByRole("option", { name: "Low tread" });
    expect(screen.getByLabelText(TEXTS.tireChoiceLabel(TEXTS.wheelName("wheel_rear_left")))).toBeTruthy();
    expect(screen.getByLabelText(TEXTS.tireChoiceLabel(TEXTS.wheelName("wheel_rear_right")))).toBeTruthy();
  });

  it("a bmw lookup names the vehicle's series; another table's does not", async () => {
    const fetchMock = stubFetch({
      "GET /api/tires/S0001": TIRES(),
      "GET /api/bmw-damages": TIRE_CHOICES,
      "GET /api/damages": TIRE_CHOICES,
    });
    const lookupOf = (path: string) => {
      const hit = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.includes(path));
      return hit ? new URL(hit, "http://x").searchParams : null;
    };
    tireTask("bmw", "15", "3-Series");
    await screen.findAllByRole("option", { name: "Low tread" });
    expect(lookupOf("/api/bmw-damages")?.get("series_nme")).toBe("3-Series");
    cleanup();
    tireTask("default", "15", "3-Series");
    await screen.findAllByRole("option", { name: "Low tread" });
    expect(lookupOf("/api/damages?")?.has("series_nme")).toBe(false);
  });
});

describe("plus time, finish and errors", () => {
  it("+30 s once on damage_body", async () => {
    const fetchMock = stubFetch({
      [`PUT ${TASK}/plusTime`]: { success: true, message: TEXTS.plusTimeAdded },
    });
    working({ photoCode: "04", name: "damage_body", time: 40 });
    const plus = screen.getByRole("button", { name: TEXTS.plusTime });
    fireEvent.click(plus);
    await waitFor(() => expect(screen.getByRole("timer").textContent).toBe("70"));
    expect(plus).toHaveProperty("disabled", true);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith("/plusTime"))).toHaveLength(1);
  });

  it("no plus time on other tasks", () => {
    working();
    expect(screen.queryByRole("button", { name: TEXTS.plusTime })).toBeNull();
  });

  it("Finish is off until a damage is marked, then sends the marks through the 'Image' modal", async () => {
    const fetchMock = stubFetch({
      [`PUT ${TASK}/finish`]: { success: true, message: TEXTS.success },
      "GET /api/tasks/random/homework": noTask(),
    });
    working({ photoCode: "04", name: "damage_body" });
    const finish = accept(TEXTS.finish);
    expect(finish).toHaveProperty("disabled", true);
    const damage = {
      component: "DOOR_FRONT_LEFT",
      damage_group: "BODY",
      damage_name: "DENT",
      grade_score: 2,
    };
    await act(async () => {
      damageStore.damages = [damage];
    });
    await waitFor(() => expect(finish).toHaveProperty("disabled", false));
    fireEvent.click(finish);
    const dialog = await screen.findByRole("dialog", { name: TEXTS.rejectModalTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.finishAction }));
    expect(await screen.findByText(TEXTS.waitingNotification)).toBeTruthy();
    expect(sentBody(fetchMock, "/finish")).toEqual({ damages: [damage] });
    expect(damageStore.damages).toEqual([]);
  });

  it("a refused answer on photo 01 shows the error popup; Close clears the error", async () => {
    stubFetch({
      [`PUT ${TASK}/accept`]: () =>
        // (LEASE_EXPIRED is not one of these: it times the task out, WorkspaceDialogs.test.tsx.)
        jsonResponse(409, { success: false, code: "ALREADY_ANSWERED", message: "Already answered" }),
    });
    working();
    fireEvent.change(screen.getByLabelText(TEXTS.vinLabel), { target: { value: "1HGCM82633A004352" } });
    fireEvent.click(accept("VIN read"));
    await confirmOk();
    const popup = await screen.findByRole("alertdialog", { name: TEXTS.errorPopupTitle });
    expect(within(popup).getByText("Already answered")).toBeTruthy();
    // Behind the open popup the page is aria-hidden: read the button regardless.
    const behind = within(screen.getByRole("region", { name: TEXTS.acceptButtons, hidden: true }));
    expect(behind.getByRole("button", { name: "VIN read", hidden: true })).toHaveProperty("disabled", true);
    fireEvent.click(within(popup).getByRole("button", { name: TEXTS.close, hidden: true }));
    expect(boardStore.error).toBeNull();
    await waitFor(() => expect(accept("VIN read")).toHaveProperty("disabled", false));
  });

  it("QC-PASSED shows its popup; a session code turns every action off", async () => {
    let code = "QC-PASSED";
    stubFetch({
      [`PUT ${TASK}/reject`]: () => jsonResponse(409, { success: false, code, message: `${code} message` }),
    });
    working({ photoCode: "04", name: "damage_body" });
    const reject = region(TEXTS.rejectButtons).getByRole("button", { name: "Photo is blurry" });
    fireEvent.click(reject);
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: TEXTS.rejectModalTitle })).getByRole("button", {
        name: TEXTS.rejectAction,
      }),
    );
    const popup = await screen.findByRole("alertdialog", { name: TEXTS.qcPassedTitle });
    expect(within(popup).getByText("QC-PASSED message")).toBeTruthy();
    fireEvent.click(within(popup).getByRole("button", { name: TEXTS.close, hidden: true }));
    expect(boardStore.error).toBeNull();
    await waitFor(() => expect(reject).toHaveProperty("disabled", false));
    code = "KICK_AGENT";
    fireEvent.click(reject);
    // The closing popup's focus trap may still mark the new dialog aria-hidden for a moment.
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: TEXTS.rejectModalTitle, hidden: true })).getByRole(
        "button",
        { name: TEXTS.rejectAction, hidden: true },
      ),
    );
    await waitFor(() => expect(boardStore.error).toBe("KICK_AGENT message"));
    expect(reject).toHaveProperty("disabled", true);
  });

  it("an auto task's 'Success!' asks before the next task", async () => {
    stubFetch({
      [`PUT ${TASK}/reject`]: { success: true, message: TEXTS.success },
      "GET /api/tasks/random/homework": noTask(),
    });
    working({ patch: (p) => Object.assign(p, { auto: true }) });
    fireEvent.click(region(TEXTS.rejectButtons).getByRole("button", { name: "Photo is blurry" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: TEXTS.rejectModalTitle })).getByRole("button", {
        name: TEXTS.rejectAction,
      }),
    );
    const next = await screen.findByRole("alertdialog", { name: TEXTS.nextTaskTitle });
    expect(screen.queryByText(TEXTS.waitingNotification)).toBeNull();
    fireEvent.click(within(next).getByRole("button", { name: TEXTS.nextTask }));
    expect(await screen.findByText(TEXTS.waitingNotification)).toBeTruthy();
  });
});
