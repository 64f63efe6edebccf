// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { stubFetch } from "../../testing/render.tsx";
import { resetBoard } from "./boardStore.ts";
import { damageStore, resetDamages } from "./damageStore.ts";
import { accept, confirmOk, field, region, sentBody, TASK, working } from "./workspaceTestKit.tsx";
import { supportViewStore } from "./workstation/supportViewStore.ts";

// The machine is shared: give Fluent's dialogs time to mount.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetBoard();
  resetDamages();
});

type Patch = NonNullable<NonNullable<Parameters<typeof working>[0]>["patch"]>;
type OriginalAnswer = Parameters<Patch>[0]["task"]["options"]["originalAnswer"];

/** A QC task re-checking the inspector's answer to `originalName`. */
const qcOf = (originalName: string, originalAnswer: OriginalAnswer, photoCode: string, more?: Patch) =>
  working({
    photoCode,
    name: "qc",
    type: "QC",
    patch: (p) => {
      p.task.options.originalName = originalName;
      p.task.options.originalAnswer = originalAnswer;
      more?.(p);
    },
  });

/** A QC task whose inspector rejected the original task. */
const qcOfRejection = (originalName: string, message: string, photoCode = "01") =>
  qcOf(originalName, { kind: "rejected", body: { message, from: "INSPECT" } }, photoCode, (p) => {
    p.taskSetting = {
      ...p.taskSetting!,
      accepts: [{ name: "qc_pass", description: "Inspector answer is right" }],
    };
  });

describe("QC and the info bar", () => {
  it("a QC task shows the inspector's answer, filled into the form", () => {
    stubFetch({});
    qcOf(
      "odom",
      { kind: "accepted", body: { message: "odom_ok", odom_reading: 12345, odom_unit: "mi" } },
      "03",
    );
    const panel = region(TEXTS.inspectorAnswer);
    expect(panel.getByText(TEXTS.answerFieldLine(TEXTS.odometerReadingLabel, "12345"))).toBeTruthy();
    expect(screen.getByLabelText(TEXTS.odometerReadingLabel)).toHaveProperty("value", "12345");
    // Photo 03 shows no body view: its outline is the odometer pictogram.
    expect(region(TEXTS.infoBarLabel).getByRole("img", { name: TEXTS.outlineAlt("03") })).toBeTruthy();
  });

  it("a QC interior task starts from the inspector's choice, and the answer reads as the catalogue labels it", async () => {
    stubFetch({});
    qcOf(
      "interior",
      { kind: "accepted", body: { message: "interior_ok", int_status: "GOOD" } },
      "02",
      (p) => {
        // The interior task's catalogue, which the server sends with a QC task (the qc slot has no lists).
        p.task.options.originalOptions = {
          int_status: [
            { name: "GOOD", description: "Good" },
            { name: "POOR", description: "Poor" },
          ],
        };
        p.task.options.originalReasons = [
          { name: "interior_ok", description: "Interior graded" },
          { name: "blurry", description: "Photo is blurry" },
        ];
      },
    );
    await waitFor(() => expect(field(TEXTS.intStatusLabel)).toHaveProperty("value", "GOOD"));
    const panel = region(TEXTS.inspectorAnswer);
    const accepted = TEXTS.answerKindLabels.accepted;
    expect(panel.getByText(TEXTS.inspectorAnswerKind(accepted, "Interior graded"))).toBeTruthy();
    expect(panel.getByText(TEXTS.answerFieldLine(TEXTS.intStatusLabel, "Good"))).toBeTruthy();
    expect(panel.queryByText(/interior_ok|int_status|GOOD/)).toBeNull();
  });

  it("a VIN the inspector accepted for another vehicle says so on the QA's panel", () => {
    stubFetch({});
    const mismatch = {
      decoded: { year: 2021, make: "Tesla", model: "Model 3" },
      known: { year: 2019, make: "Chrysler", model: "Pacifica" },
    };
    qcOf(
      "vin",
      {
        kind: "accepted",
        body: { message: "vin_ok", vin: "5YJ3E1EA7KF317000", confirmVehicleMismatch: true },
        vehicleMismatch: mismatch,
      },
      "01",
      (p) => {
        p.task.options.originalReasons = [{ name: "vin_ok", description: "VIN read" }];
      },
    );
    const panel = region(TEXTS.inspectorAnswer);
    expect(
      panel.getByText(TEXTS.vehicleMismatchNote("2021 Tesla Model 3", "2019 Chrysler Pacifica")),
    ).toBeTruthy();
    expect(panel.getByText(TEXTS.answerFieldLine(TEXTS.vinLabel, "5YJ3E1EA7KF317000"))).toBeTruthy();
    // The confirmation is the inspector's word, not a field of the answer.
    expect(panel.queryByText(/confirmVehicleMismatch/)).toBeNull();
    expect(field(TEXTS.vinLabel)).toHaveProperty("value", "5YJ3E1EA7KF317000");
  });

  it("the QA passes an inspector's rejection without data", async () => {
    const fetchMock = stubFetch({ [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.success } });
    qcOfRejection("odom", "no_odometer", "03");
    fireEvent.click(accept("Inspector answer is right"));
    await confirmOk();
    await waitFor(() => expect(sentBody(fetchMock, "/accept")).toEqual({ message: "qc_pass" }));
  });

  it("data entered on a rejected original is checked like any answer", () => {
    stubFetch({});
    qcOfRejection("vin", "Image blurry");
    fireEvent.change(field(TEXTS.vinLabel), { target: { value: "123" } });
    const button = accept("Inspector answer is right");
    if (!(button as HTMLButtonElement).disabled) fireEvent.click(button);
    expect(screen.queryByRole("dialog", { name: TEXTS.confirmTitle })).toBeNull();
  });

  it("QC of a damage task puts the inspector's damages on the photo's marks", () => {
    stubFetch({});
    const damage = { component: "HOOD", damage_group: "BODY", damage_name: "DENT", grade_score: 2 };
    qcOf("damage_body", { kind: "finished", body: { damages: [damage] } }, "04");
    expect(damageStore.damages).toEqual([damage]);
    expect(region(TEXTS.inspectorAnswer).getByText("HOOD: DENT")).toBeTruthy();
  });

  it("QC of a damage task: the inspector's damages by id; with every one removed the QA still finishes", async () => {
    const fetched = stubFetch({ [`PUT ${TASK}/finish`]: { success: true, message: TEXTS.success } });
    const stored = {
      _id: "d1",
      component: "GRILLE",
      damage_group: "PART",
      material: null,
      source: null,
      damage_name: "SCRATCH",
      damage_type: null,
      grade_score: 1,
      unit_measure: null,
      damage_location: { x: 0.3, y: 0.5 },
      actual_image: null,
    };
    qcOf("damage_other", { kind: "finished", body: { damages: [] } }, "04", (p) => {
      p.task.options.originalDamages = [stored];
      p.task.options.originalSlotType = "damage";
    });
    expect(damageStore.damages).toEqual([
      {
        id: "d1",
        component: "GRILLE",
        damage_group: "PART",
        damage_name: "SCRATCH",
        grade_score: 1,
        damage_location: { x: 0.3, y: 0.5 },
      },
    ]);
    damageStore.damages = [];
    const finish = await waitFor(() => {
      const b = accept(TEXTS.finish) as HTMLButtonElement;
      expect(b.disabled).toBe(false);
      return b;
    });
    fireEvent.click(finish);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getAllByRole("button", { name: TEXTS.finish }).at(-1)!);
    await waitFor(() => expect(sentBody(fetched, "/finish")).toMatchObject({ damages: [] }));
  });

  it("QC of a damage task: an accept after correcting the photo sends the corrections and says so", async () => {
    const fetched = stubFetch({ [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.success } });
    const stored = {
      _id: "d1",
      component: "GRILLE",
      damage_group: "PART",
      material: null,
      source: null,
      damage_name: "SCRATCH",
      damage_type: null,
      grade_score: 1,
      unit_measure: null,
      damage_location: { x: 0.3, y: 0.5 },
      actual_image: null,
    };
    qcOf("damage_other", { kind: "finished", body: { damages: [] } }, "04", (p) => {
      p.task.options.originalDamages = [stored];
      p.task.options.originalSlotType = "damage";
      p.taskSetting = {
        ...p.taskSetting!,
        accepts: [{ name: "qc_pass", description: "Inspector answer is right" }],
      };
    });
    // The QA removes the inspector's damage, then takes 'Inspector answer is right'.
    damageStore.damages = [];
    fireEvent.click(accept("Inspector answer is right"));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.confirmTitle });
    expect(within(dialog).getByText(TEXTS.qcAcceptCarriesCorrections(1))).toBeTruthy();
    await confirmOk();
    await waitFor(() => expect(sentBody(fetched, "/accept")).toEqual({ message: "qc_pass", damages: [] }));
  });

  it("QC of a damage task: the panel numbers the inspector's damages as the markers, a removed one says so", async () => {
    stubFetch({});
    const stored = (id: string, component: string, x: number) => ({
      _id: id,
      component,
      damage_group: "PART",
      material: null,
      source: null,
      damage_name: "SCRATCH",
      damage_type: null,
      grade_score: 1,
      unit_measure: null,
      damage_location: { x, y: 0.5 },
      actual_image: null,
    });
    qcOf("damage_other", { kind: "finished", body: { damages: [] } }, "04", (p) => {
      p.task.options.originalDamages = [stored("d1", "GRILLE", 0.3), stored("d2", "FRONT_BUMPER", 0.5)];
      p.task.options.originalSlotType = "damage";
    });
    const panel = region(TEXTS.inspectorAnswer);
    const line = (text: string) => panel.getByText(text).closest("li")?.textContent ?? "";
    expect(line("GRILLE: SCRATCH")).toContain(TEXTS.inspectorDamageNumber(1).trim());
    // The QA removes damage 1: the bumper's marker is 1 now, on the panel too.
    damageStore.damages.splice(0, 1);
    await waitFor(() => expect(line("GRILLE: SCRATCH")).toContain(TEXTS.inspectorDamageRemoved));
    expect(line("FRONT_BUMPER: SCRATCH").startsWith(TEXTS.inspectorDamageNumber(1).trim())).toBe(true);
    expect(line("GRILLE: SCRATCH")).not.toMatch(/^\d/);
  });

  it("support thumbnails open the Support View; outline, same VIN and reference info show", async () => {
    stubFetch({});
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    working({
      photoCode: "04",
      name: "damage_body",
      patch: (p) => {
        p.taskSlot!.supportView = [
          "https://photos.example.test/10.png",
          "https://photos.example.test/13.png",
        ];
        p.vehicle!.bodyType = "SUV";
        p.vehicle!.data = { odom_reading: 1200, odom_unit: "km" };
        p.inspection!.sameInspection = {
          sessionID: "S0000",
          finishedAt: "2026-03-04T05:06:00Z",
          updatedAt: "2026-03-04T05:06:00Z",
          vehicle: { odom_reading: 900, odom_unit: "km" },
        };
      },
    });
    const bar = region(TEXTS.infoBarLabel);
    expect(bar.getByRole("img", { name: TEXTS.outlineAlt("04") }).getAttribute("src")).toBe(
      "/outlines/suv/left.png",
    );
    expect(
      bar
        .getByText(/^Data Same Vin 2026-03-04/)
        .closest("[title]")
        ?.getAttribute("title"),
    ).toBe("S0000");
    const reference = region(TEXTS.referenceInfo);
    expect(reference.getByText("900 km")).toBeTruthy();
    expect(reference.getByText("1200 km")).toBeTruthy();
    fireEvent.click(bar.getByRole("button", { name: TEXTS.supportThumb(2) }));
    expect(supportViewStore.index).toBe(1);
    const modal = await screen.findByRole("dialog", { name: TEXTS.supportViewTitle });
    expect(within(modal).getByRole("img", { name: TEXTS.supportThumb(2) })).toBeTruthy();
  });

  it("the plate number shows on photo 08", () => {
    stubFetch({});
    working({ photoCode: "08", patch: (p) => Object.assign(p.vehicle!, { vrm: "HND 2003" }) });
    expect(region(TEXTS.referenceInfo).getByText("HND 2003")).toBeTruthy();
  });
});
