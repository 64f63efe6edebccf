import { describe, expect, it } from "vitest";
import { TASK_STATUSES, taskStatusLabel } from "./taskStatus.ts";
import { TEXTS } from "./texts.ts";
import { AWAITING_VEHICLE, OPEN_TASK_STATUSES } from "./vehicleWait.ts";

describe("task status labels", () => {
  it("cover every open status and the done one", () => {
    expect(TASK_STATUSES).toEqual([...OPEN_TASK_STATUSES, "done"]);
  });

  it("give every status of the domain's list a label of its own, never the identifier", () => {
    const labels = TASK_STATUSES.map(taskStatusLabel);
    for (const [i, status] of TASK_STATUSES.entries()) {
      expect(labels[i], status).not.toBe(TEXTS.unknownStatus);
      expect(labels[i], status).not.toBe(status);
      expect(labels[i]?.trim(), status).not.toBe("");
    }
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("has no label for a status the domain does not know", () => {
    expect(Object.keys(TEXTS.taskStatusLabels).sort()).toEqual([...TASK_STATUSES].sort());
  });

  it("reads an unknown or missing status as 'Unknown'", () => {
    expect(taskStatusLabel("cancelled")).toBe(TEXTS.unknownStatus);
    expect(taskStatusLabel("toString")).toBe(TEXTS.unknownStatus);
    expect(taskStatusLabel(null)).toBe(TEXTS.unknownStatus);
    expect(taskStatusLabel(AWAITING_VEHICLE)).toBe(TEXTS.taskStatusLabels.awaiting_vehicle);
  });
});
