import type { ResultDocument } from "../../contract/inspectionResults.ts";

type Cell = string | number | boolean | null;

/** Lists inside one cell (rejected slots, damages) are joined with this. */
const LIST = "; ";

const wheel = (doc: ResultDocument, name: string) => doc.tires.wheels.find((w) => w.wheel === name);
const count = (doc: ResultDocument, outcome: string | null) =>
  doc.slots.filter((s) => s.outcome === outcome).length;

/**
 * The CSV export's columns, in order: one row per inspection, the result document's main fields
 * flattened (docs/decisions.md lists them). The NDJSON export carries the whole document.
 */
export const RESULT_CSV_COLUMNS: readonly (readonly [string, (doc: ResultDocument) => Cell])[] = [
  ["schema_version", (d) => d.schemaVersion],
  ["id", (d) => d.id],
  ["session_id", (d) => d.sessionID],
  ["inspection_id", (d) => d.inspectionID],
  ["group", (d) => d.group],
  ["status", (d) => d.status],
  ["test", (d) => d.test],
  ["created_at", (d) => d.timestamps.createdAt],
  ["completed_at", (d) => d.timestamps.completedAt],
  ["last_answered_at", (d) => d.timestamps.lastAnsweredAt],
  ["vin", (d) => d.vehicle.vin],
  ["year", (d) => d.vehicle.year],
  ["make", (d) => d.vehicle.make],
  ["model", (d) => d.vehicle.model],
  ["body_type", (d) => d.vehicle.bodyType],
  ["plate", (d) => d.vehicle.plate],
  ["entered_vin", (d) => d.vehicle.entered.vin],
  ["decoded", (d) => d.vehicle.decoded !== null],
  ["decoded_trim", (d) => d.vehicle.decoded?.trim ?? null],
  ["odometer_reading", (d) => d.odometer.reading],
  ["odometer_unit", (d) => d.odometer.unit],
  ["trim_id", (d) => d.trim.trim?.id ?? null],
  ["trim_name", (d) => d.trim.trim?.name ?? null],
  ["package_id", (d) => d.trim.package?.id ?? null],
  ["package_name", (d) => d.trim.package?.name ?? null],
  ["transmission", (d) => d.trim.transmission],
  ["exterior_colour_id", (d) => d.colour.exterior?.id ?? null],
  ["exterior_colour", (d) => d.colour.exterior?.name ?? null],
  ["interior_colour_id", (d) => d.colour.interior?.id ?? null],
  ["interior_colour", (d) => d.colour.interior?.name ?? null],
  ["interior_status", (d) => d.interior.status],
  ["interior_damage", (d) => d.interior.damage],
  ...["front_left", "front_right", "rear_left", "rear_right"].flatMap(
    (w) =>
      [
        [`tire_${w}_damage`, (d: ResultDocument) => wheel(d, w)?.damage ?? null],
        [`tire_${w}_grade`, (d: ResultDocument) => wheel(d, w)?.grade ?? null],
      ] as const,
  ),
  ["slots", (d) => d.slots.length],
  ["slots_accepted", (d) => count(d, "accepted")],
  ["slots_finished", (d) => count(d, "finished")],
  ["slots_rejected", (d) => count(d, "rejected")],
  ["slots_open", (d) => count(d, null)],
  [
    "rejected_slots",
    (d) =>
      d.slots
        .filter((s) => s.reject)
        .map((s) => `${s.photoCode}/${s.task}:${s.reject?.reason}`)
        .join(LIST),
  ],
  ["damages_count", (d) => d.damages.length],
  [
    "damages",
    (d) =>
      d.damages
        .map((x) => `${x.photoCode}/${x.part.id}/${x.damage.name}/${x.grade ?? ""}/${x.qc}`)
        .join(LIST),
  ],
  ["qc_corrections", (d) => d.qcCorrections.length],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * = + - @ or a tab gets a leading ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvField(value: Cell): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvHeader = (): string => `${RESULT_CSV_COLUMNS.map(([name]) => name).join(",")}\r\n`;

export const csvRow = (doc: ResultDocument): string =>
  `${RESULT_CSV_COLUMNS.map(([, value]) => csvField(value(doc))).join(",")}\r\n`;
