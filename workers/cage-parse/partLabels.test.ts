import { describe, expect, it } from "vitest";
import { cagePoint } from "../../src/geometry/spaces";
import { hitTest } from "../../src/geometry/spatialIndex";
import { parseCage, prepareCage } from "./parseCage";
import { applyPartLabels } from "./partLabels";

// A drawing as drawing tools write it: ids, no data-name / data-group; one shape with no id at all.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect id="door_fl" x="0" y="0" width="40" height="40"/>
  <rect id="named" data-name="Hood" data-group="BODY" x="50" y="0" width="40" height="40"/>
  <rect x="0" y="50" width="40" height="40"/>
</svg>`;

describe("applyPartLabels (issue 22: the editors' labels name unlabelled parts)", () => {
  const generated = parseCage(SVG).parts.find((p) => p.generatedId)!.id;

  it("names an unnamed part by its label and makes it hittable", () => {
    const cage = applyPartLabels(parseCage(SVG), [
      { id: "door_fl", label: "Front Left Door", group: "BODY" },
    ]);
    expect(cage.parts[0]).toMatchObject({
      id: "door_fl",
      name: "Front Left Door",
      group: "BODY",
      hittable: true,
    });
  });

  it("labels a part whose id the parser generated", () => {
    const cage = applyPartLabels(parseCage(SVG), [{ id: generated, label: "Rear Left Door", group: "body" }]);
    expect(cage.parts[2]).toMatchObject({ name: "Rear Left Door", group: "BODY", hittable: true });
  });

  it("keeps the file's own name over a label", () => {
    const cage = applyPartLabels(parseCage(SVG), [{ id: "named", label: "Roof", group: "BODY" }]);
    expect(cage.parts[1]).toMatchObject({ name: "Hood", group: "BODY" });
  });

  it("ignores unknown ids and groups; UNDEFINED names a part without making it hittable", () => {
    const cage = applyPartLabels(parseCage(SVG), [
      { id: "nope", label: "Roof", group: "BODY" },
      { id: "door_fl", label: "Front Left Door", group: "DOORS" },
      { id: generated, label: "UNDEFINED", group: "UNDEFINED" },
    ]);
    expect(cage.parts[0]).toMatchObject({ name: null, hittable: false });
    expect(cage.parts[2]).toMatchObject({ name: "UNDEFINED", group: "UNDEFINED", hittable: false });
  });

  it("prepareCage indexes a labelled part, so a click on it finds it", () => {
    const without = prepareCage(SVG);
    const labelled = prepareCage(SVG, {
      labels: [{ id: "door_fl", label: "Front Left Door", group: "BODY" }],
    });
    expect(hitTest(without.index, without.cage.parts, cagePoint(20, 20))).toBeNull();
    expect(hitTest(labelled.index, labelled.cage.parts, cagePoint(20, 20))?.name).toBe("Front Left Door");
  });
});
