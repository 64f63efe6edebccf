import { describe, expect, it } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { qaSummary, valueText } from "./qaSummary.ts";

describe("qaSummary", () => {
  it("lists the reason, each field's two values and each damage response, with action and critical", () => {
    expect(
      qaSummary({
        messageData: [{ name: "odom", data: "Damage missed", action: "inspector" }],
        inspectData: [{ name: "odom_reading", data: { inspector: 1000, qa: 1200 }, critical: true }],
        detected_damages: [{ admin_response: "add", damage_name: "DENT", component: "HOOD", action: "qa" }],
      }),
    ).toEqual([
      { key: "m0", text: "Reason: Damage missed", action: "inspector", critical: false },
      { key: "i0", text: "odom_reading: 1000 → 1200", action: null, critical: true },
      { key: "d0", text: "add: DENT on HOOD", action: "qa", critical: false },
    ]);
    expect(qaSummary(null)).toEqual([]);
  });

  it("shows a value as short text: a flag as Yes/No, nothing as a dash, an object as JSON", () => {
    expect(valueText(true)).toBe(TEXTS.yes);
    expect(valueText(false)).toBe(TEXTS.no);
    expect(valueText(null)).toBe("—");
    expect(valueText("")).toBe("—");
    expect(valueText(0)).toBe("0");
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });
});
