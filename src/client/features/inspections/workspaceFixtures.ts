import { TEXTS } from "../../../domain/texts.ts";
import type { TaskPayload } from "./boardStore.ts";

/** The homework answer when nothing is queued; `extra` overrides fields (e.g. a code). */
export const noTask = (extra: Record<string, unknown> = {}) => ({
  success: true,
  message: TEXTS.noTaskYet,
  task: null,
  taskSlot: null,
  taskSetting: null,
  inspection: null,
  vehicle: null,
  cage: null,
  auto: false,
  ...extra,
});

/** A homework answer for component tests; override any part. */
export function makeTaskPayload(
  overrides: {
    photoCode?: string;
    /** The task's skill; by default the one the photo code's form belongs to. */
    name?: string;
    type?: string;
    time?: number;
    sessionID?: string;
    inspection?: Partial<NonNullable<TaskPayload["inspection"]>>;
    rejects?: { name: string; description: string }[];
    slotType?: string;
    vehicleYear?: number | null;
    /** Any further change to the built payload. */
    patch?: (payload: TaskPayload) => void;
  } = {},
): TaskPayload {
  const photoCode = overrides.photoCode ?? "01";
  const DEFAULT_NAMES: Record<string, string> = { "01": "vin", "03": "odom", "08": "plate_number" };
  const name = overrides.name ?? DEFAULT_NAMES[photoCode] ?? "damage_body";
  const payload: TaskPayload = {
    success: true,
    message: "Success!",
    task: {
      _id: "11111111-1111-4111-8111-111111111111",
      name,
      type: overrides.type ?? "INSPECT",
      photoCode,
      image_cap: "https://photos.example.test/p.png",
      options: { decodeFailed: false, supportView: [], cageInfo: null },
      message: "",
      priority: 0,
      leaseExpiresAt: "2999-01-01T00:00:00Z",
      plusTimeUsed: false,
      damages: [],
    },
    taskSlot: {
      type: overrides.slotType ?? "INSPECT",
      photoCode,
      inspects: { name, time: overrides.time ?? 60, type: "INSPECT", options: {} },
      supportView: [],
    },
    taskSetting: {
      type: "INSPECT",
      accepts: [{ name: "vin_read", description: "VIN read" }],
      rejects: overrides.rejects ?? [
        { name: "blurry", description: "Photo is blurry" },
        { name: "vin_not_from_vehicle", description: "VIN not from vehicle" },
      ],
      description: "Read the VIN",
    },
    inspection: {
      _id: "i1",
      inspectionID: "INS1",
      sessionID: overrides.sessionID ?? "S0001",
      group: "DEFAULT",
      qcPassed: false,
      inspectionThemes: [],
      options: { decode: "vms" },
      completedAt: null,
      ...overrides.inspection,
    },
    vehicle: {
      vin: null,
      year: overrides.vehicleYear === undefined ? 2015 : overrides.vehicleYear,
      make: "Honda",
      model: "Accord",
      bodyType: "4dr_Car",
      vrm: null,
      data: {},
    },
    cage: null,
    auto: false,
    predictData: { vin: { predictions: [] } },
  };
  overrides.patch?.(payload);
  return payload;
}
