// @vitest-environment jsdom
import { fireEvent, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BODY_TYPES, CAPT_OUTLINE_CHOICES } from "../../../domain/bodyTypes.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { stubFetch } from "../../testing/render.tsx";
import { resetBoard } from "./boardStore.ts";
import { resetDamages } from "./damageStore.ts";
import { accept, confirmOk, field, select, sentBody, TASK, working } from "./workspaceTestKit.tsx";

// The machine is shared: give Fluent's dialogs time to mount.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetBoard();
  resetDamages();
});

const CAPT_SKIP_VIN = {
  inspectionThemes: [{ name: "CAPT", themeColor: "#c00" }],
  options: { decode: "vms", customized: { skip_vin: true } },
};

/**
 * The plate task of photo 08, whose create-vehicle fields carry the body type (with skip_vin there is
 * no VIN task): as QC of the inspector's answer, or as the inspector's own task.
 */
const plateTask = (o: { qc: boolean; inspection: object }) =>
  working({
    // UKV: the create-vehicle toggle starts off (product §5), so the inspector's task shows the fields.
    sessionID: "UKV0001",
    photoCode: "08",
    name: o.qc ? "qc_plate" : "plate_number",
    type: o.qc ? "QC" : "INSPECT",
    inspection: o.inspection,
    patch: (p) => {
      p.task.options.originalName = "plate_number";
      p.task.options.originalAnswer = {
        kind: "accepted",
        body: { message: "plate_read", plate_number: "ABC123", createVehicle: true, body_type: "SUV" },
      };
      if (!o.qc) p.task.options.originalAnswer = undefined;
    },
  });

const offered = () =>
  within(field(TEXTS.bodyTypeLabel))
    .getAllByRole("option")
    .map((o) => o.getAttribute("value"))
    .filter((v) => v !== "");

describe("the CAPT QC body-type list (product §3)", () => {
  it("a QC task of a CAPT inspection with skip_vin offers the ten outlines, from the inspector's body type", () => {
    stubFetch({});
    plateTask({ qc: true, inspection: CAPT_SKIP_VIN });
    expect(offered()).toEqual([...CAPT_OUTLINE_CHOICES]);
    expect(field(TEXTS.bodyTypeLabel)).toHaveProperty("value", "Sport_Utility");
  });

  it("the QA's outline is what the answer sends", async () => {
    const fetchMock = stubFetch({ [`PUT ${TASK}/accept`]: { success: true, message: TEXTS.success } });
    plateTask({ qc: true, inspection: CAPT_SKIP_VIN });
    select(TEXTS.bodyTypeLabel, "Station_Wagon");
    fireEvent.click(accept("VIN read"));
    await confirmOk();
    await vi.waitFor(() =>
      expect(sentBody(fetchMock, "/accept")).toMatchObject({ body_type: "Station_Wagon" }),
    );
  });

  it.each([
    ["the inspector's own task", { qc: false, inspection: CAPT_SKIP_VIN }],
    ["QC without skip_vin", { qc: true, inspection: { ...CAPT_SKIP_VIN, options: { decode: "vms" } } }],
    [
      "QC of another theme",
      { qc: true, inspection: { ...CAPT_SKIP_VIN, inspectionThemes: [{ name: "AMZ" }] } },
    ],
  ])("%s offers the nine body types", (_, o) => {
    stubFetch({});
    plateTask(o);
    expect(offered()).toEqual(BODY_TYPES.map((b) => b.name));
  });
});
