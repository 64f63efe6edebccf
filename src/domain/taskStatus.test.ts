import { describe, expect, it } from "vitest";
import { TASK_STATUSES, taskStatusLabel } from "./taskStatus.ts";
import { expectOwnLabels } from "./testing/expectOwnLabels.ts";
import { TEXTS } from "./texts.ts";
import { AWAITING_VEHICLE, OPEN_TASK_STATUSES } from "./vehicleWait.ts";

describe("task status labels", () => {
  it("cover every open status and the done one", () => {
    expect(TASK_STATUSES).toEqual([...OPEN_TASK_STATUSES, "done"]);
  });

  it("give every status of the domain's list a label of its own, never the identifier, and label nothing else", () => {
    expectOwnLabels(TASK_STATUSES, taskStatusLabel, TEXTS.taskStatusLabels);
  });

  it("reads an unknown or missing status as 'Unknown'", () => {
    expect(taskStatusLabel("cancelled")).toBe(TEXTS.unknownStatus);
    expect(taskStatusLabel("toString")).toBe(TEXTS.unknownStatus);
    expect(taskStatusLabel(null)).toBe(TEXTS.unknownStatus);
    expect(taskStatusLabel(AWAITING_VEHICLE)).toBe(TEXTS.taskStatusLabels.awaiting_vehicle);
  });
});
