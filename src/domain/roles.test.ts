import { describe, expect, it } from "vitest";
import { INSPECTING_ROLES as CONTRACT_INSPECTING_ROLES } from "../contract/tasks.ts";
import { INSPECTING_ROLES, mayInspect, ROLES, whyNoInspect } from "./roles.ts";

describe("may inspect (issue 21)", () => {
  it("is the server's list of inspecting roles, not a copy", () => {
    expect(CONTRACT_INSPECTING_ROLES).toBe(INSPECTING_ROLES);
    expect([...INSPECTING_ROLES].sort()).toEqual(["ADMIN", "AGENT", "QA", "SUPER", "TRAINEE"]);
  });

  it("refuses VIEWER and TRAINER by role, and anyone without a skill", () => {
    expect(whyNoInspect({ role: "VIEWER", skills: ["vin"] })).toBe("role");
    expect(whyNoInspect({ role: "TRAINER", skills: ["vin"] })).toBe("role");
    expect(whyNoInspect({ role: "AGENT", skills: [] })).toBe("skills");
    expect(whyNoInspect({ role: "AGENT", skills: ["not_a_skill"] })).toBe("skills");
    expect(whyNoInspect({ role: "QA", skills: ["qc"] })).toBeNull();
    for (const role of ROLES) {
      expect(mayInspect({ role, skills: ["vin"] })).toBe(INSPECTING_ROLES.includes(role));
    }
  });
});
