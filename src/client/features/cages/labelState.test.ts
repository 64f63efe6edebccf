import { describe, expect, it } from "vitest";
import {
  LABEL_OPTIONS,
  labelsFrom,
  optionValue,
  parseOption,
  toLabelData,
  uniqueParts,
  withLabel,
} from "./labelState.ts";

const parts = [
  { index: 0, id: "roof", name: "ROOF", group: "BODY" },
  { index: 1, id: "hood", name: null, group: null },
  { index: 2, id: "roof", name: "ROOF", group: "BODY" },
  { index: 3, id: "glass", name: "WINDSHIELD", group: "GLASS" },
];

describe("cage labelling state", () => {
  it("offers the groups PART, BODY, GLASS, WHEEL, TIRE, UNDEFINED in that order", () => {
    expect(LABEL_OPTIONS.map((o) => o.group)).toEqual([
      "PART",
      "BODY",
      "GLASS",
      "WHEEL",
      "TIRE",
      "UNDEFINED",
    ]);
    expect(LABEL_OPTIONS.find((o) => o.group === "BODY")?.names).toContain("HOOD");
    expect(LABEL_OPTIONS.flatMap((o) => o.names)).not.toContain("DASHBOARD");
  });

  it("reads a picked option back, refusing names outside their group", () => {
    expect(parseOption(optionValue("BODY", "HOOD"))).toEqual({ label: "HOOD", group: "BODY" });
    expect(parseOption("UNDEFINED|UNDEFINED")).toEqual({ label: "UNDEFINED", group: "UNDEFINED" });
    expect(parseOption("GLASS|HOOD")).toBeNull();
    expect(parseOption("")).toBeNull();
    expect(parseOption("INTERIOR|DASHBOARD")).toBeNull();
  });

  it("labels and unlabels parts; labelData keeps paint order and drops parts not in the cage", () => {
    let labels = labelsFrom([
      { id: "glass", label: "WINDSHIELD", group: "GLASS" },
      { id: "gone", label: "HOOD", group: "BODY" },
    ]);
    labels = withLabel(labels, "hood", { label: "HOOD", group: "BODY" });
    labels = withLabel(labels, "roof", { label: "ROOF", group: "BODY" });
    expect(toLabelData(labels, uniqueParts(parts))).toEqual([
      { id: "roof", label: "ROOF", group: "BODY" },
      { id: "hood", label: "HOOD", group: "BODY" },
      { id: "glass", label: "WINDSHIELD", group: "GLASS" },
    ]);
    labels = withLabel(labels, "roof", null);
    expect(toLabelData(labels, uniqueParts(parts)).map((d) => d.id)).toEqual(["hood", "glass"]);
  });

  it("lists a part drawn by several shapes once", () => {
    expect(uniqueParts(parts).map((p) => p.index)).toEqual([0, 1, 3]);
  });
});
