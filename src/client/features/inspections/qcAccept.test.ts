import { describe, expect, it } from "vitest";
import type { DamageInput } from "../../../contract/taskTypes.ts";
import { acceptBodyOf, photoCorrectionCount } from "./qcAccept.ts";

const placed = (id: string | undefined, component: string, x: number, damage_name = "SCRATCH", grade = 1) =>
  ({
    ...(id ? { id } : {}),
    component,
    damage_group: "PART",
    damage_name,
    grade_score: grade,
    damage_location: { x, y: 0.5 },
  }) satisfies DamageInput;

const inspector = [placed("d1", "FRONT_BUMPER", 0.1), placed("d2", "GRILLE", 0.3)];

describe("an accept on a QC damage photo carries the photo's damages (issue 23)", () => {
  it("the QA's corrected list goes with the accept, not dropped", () => {
    const photo = [placed("d1", "FRONT_BUMPER", 0.1, "DENT", 2), placed(undefined, "HEADLAMP_LEFT", 0.6)];
    expect(acceptBodyOf({ fields: {}, formDamages: [], photo, passesRejection: false })).toEqual({
      damages: photo,
    });
  });

  it("every damage removed: an empty list is sent (the removals are corrections), not no list", () => {
    expect(acceptBodyOf({ fields: {}, formDamages: [], photo: [], passesRejection: false })).toEqual({
      damages: [],
    });
  });

  it("agreeing with a rejection sends no form data, but still the photo's list", () => {
    const photo = [placed(undefined, "HOOD", 0.4)];
    expect(
      acceptBodyOf({ fields: { odom_reading: "5" }, formDamages: [], photo, passesRejection: true }),
    ).toEqual({ damages: photo });
  });

  it("other tasks: the form's fields and its own damages (tire, interior) as before", () => {
    const tread = { component: "TIRE_FRONT_LEFT", damage_group: "TIRE", damage_name: "TREAD_LOW" };
    expect(
      acceptBodyOf({
        fields: { wheel_front_left: "Alloy" },
        formDamages: [tread],
        photo: null,
        passesRejection: false,
      }),
    ).toEqual({ wheel_front_left: "Alloy", damages: [tread] });
    expect(
      acceptBodyOf({ fields: { odom_unit: "km" }, formDamages: [], photo: null, passesRejection: false }),
    ).toEqual({
      odom_unit: "km",
    });
    expect(
      acceptBodyOf({ fields: { odom_unit: "km" }, formDamages: [tread], photo: null, passesRejection: true }),
    ).toEqual({});
  });

  it("the damages sent are copies: a later change to the marks cannot change a sent answer", () => {
    const photo = [placed("d1", "FRONT_BUMPER", 0.1)];
    const body = acceptBodyOf({ fields: {}, formDamages: [], photo, passesRejection: false });
    photo[0]!.damage_name = "DENT";
    expect((body.damages as DamageInput[])[0]?.damage_name).toBe("SCRATCH");
  });
});

describe("the corrections the confirm announces", () => {
  it("none when the photo holds the inspector's damages unchanged", () => {
    expect(photoCorrectionCount(inspector, inspector)).toBe(0);
  });
  it("one per add, edit and removal, as the failed task will get them", () => {
    const photo = [placed("d1", "FRONT_BUMPER", 0.1, "DENT", 2), placed(undefined, "HEADLAMP_LEFT", 0.6)];
    expect(photoCorrectionCount(inspector, photo)).toBe(3);
    expect(photoCorrectionCount(inspector, [])).toBe(2);
  });
});
