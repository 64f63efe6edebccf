import type { ResultDocument } from "../../contract/inspectionResults.ts";
import type { DetectedDamageItem } from "../../domain/failedTask.ts";
import { damageLocation, damageQcOutcome, RESULT_SCHEMA_VERSION } from "../../domain/inspectionResults.ts";
import { partLabel } from "../../domain/partNames.ts";
import { rejectFrom } from "../../domain/rejectButtons.ts";
import { tireComponentOf } from "../../domain/taskForm.ts";
import { INTERIOR_COMPONENT, WHEEL_FIELDS } from "../../domain/vehicleData.ts";
import { vehicleMismatchOf } from "../../domain/vehicleMismatch.ts";
import { isTestSession } from "../../domain/vin.ts";
import type { OptionItem } from "../db/schemaTasks.ts";
import type { InspectionHead, InspectionResultsRepository } from "../repositories/inspectionResults.ts";

type Repo = InspectionResultsRepository;
type TaskRow = Awaited<ReturnType<Repo["tasksOf"]>>[number];
type DamageRow = Awaited<ReturnType<Repo["damagesOf"]>>[number];
type FailedRow = Awaited<ReturnType<Repo["failedOf"]>>[number];
export type SettingRow = Awaited<ReturnType<Repo["settings"]>>[number];
export type CatalogueNames = Awaited<ReturnType<Repo["catalogueNames"]>>;

/** Everything one inspection's document is built from (read a page at a time by inspectionResult.ts). */
export interface ResultSource {
  head: InspectionHead;
  tasks: readonly TaskRow[];
  damages: readonly DamageRow[];
  photos: readonly { photo_code: string; width: number; height: number }[];
  tires: Record<string, unknown> | null;
  failed: readonly FailedRow[];
  /** By `${name}|${photo_code}`. */
  settings: ReadonlyMap<string, SettingRow>;
  names: CatalogueNames;
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const text = (v: unknown): string | null =>
  typeof v === "string"
    ? v === ""
      ? null
      : v
    : typeof v === "number" && Number.isFinite(v)
      ? String(v)
      : null;
const num = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};
const int = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && Number.isInteger(n) ? n : null;
};
const bodyOf = (t: TaskRow): Record<string, unknown> =>
  (t.answer?.body && typeof t.answer.body === "object" ? t.answer.body : {}) as Record<string, unknown>;
const describe = (options: readonly OptionItem[] | undefined, chosen: string): string | null =>
  options?.find((o) => o.name === chosen || o.description === chosen)?.description ?? null;
const named = (id: unknown, names: ReadonlyMap<string, string>) => {
  const key = text(id);
  return key === null ? null : { id: key, name: names.get(key) ?? null };
};

/** The QC task re-checking `taskId` (the latest, should a lease sweep have made two), or undefined. */
const qcOf = (tasks: readonly TaskRow[], taskId: string) =>
  tasks.filter((t) => t.type === "QC" && t.original_task_id === taskId).at(-1);

function vehicleOf(head: InspectionHead, tasks: readonly TaskRow[]): ResultDocument["vehicle"] {
  const data = (head.vehicle_data ?? {}) as Record<string, unknown>;
  const decoded =
    data.decoded && typeof data.decoded === "object" ? (data.decoded as Record<string, unknown>) : null;
  return {
    vin: head.vin,
    year: head.year,
    make: head.make,
    model: head.model,
    bodyType: head.body_type,
    plate: head.vrm,
    entered: {
      vin: text(data.vin),
      serial: text(data.serial),
      pin: text(data.pin),
      plate: text(data.plate_number),
      year: int(data.year),
      make: text(data.make),
      model: text(data.model),
      bodyType: text(data.body_type),
      createVehicle: data.createVehicle === true,
    },
    // The decoder's year, make, model and body type went to the vehicle's columns (answerCommit.ts).
    decoded: decoded
      ? {
          year: head.year,
          make: head.make,
          model: head.model,
          bodyType: head.body_type,
          trim: text(decoded.trim),
          series: text(decoded.series),
          fuelType: text(decoded.fuelType),
        }
      : null,
    // The agent confirmed a VIN naming another vehicle (answers.ts keeps both): the latest such answer.
    mismatch:
      tasks
        .filter((t) => t.answered_at)
        .sort((a, b) => (a.answered_at?.getTime() ?? 0) - (b.answered_at?.getTime() ?? 0))
        .map((t) => vehicleMismatchOf(t.answer?.vehicleMismatch))
        .findLast((m) => m !== null) ?? null,
  };
}

function slotsOf(src: ResultSource): ResultDocument["slots"] {
  return src.tasks
    .filter((t) => t.type !== "QC")
    .map((t) => {
      const body = bodyOf(t);
      const setting = src.settings.get(`${t.name}|${t.photo_code}`);
      const message = text(body.message);
      const qc = qcOf(src.tasks, t.id);
      const kind =
        t.answer_kind === "accepted" || t.answer_kind === "rejected" || t.answer_kind === "finished";
      return {
        photoCode: t.photo_code,
        task: t.name,
        taskId: t.id,
        status: t.status,
        outcome: kind ? (t.answer_kind as "accepted" | "rejected" | "finished") : null,
        accept:
          t.answer_kind === "accepted" && message
            ? { option: message, description: describe(setting?.accepts, message) }
            : null,
        reject:
          t.answer_kind === "rejected" && message
            ? {
                reason: message,
                description: describe(setting?.rejects, message),
                from: text(body.from) ?? rejectFrom(setting?.type),
              }
            : null,
        answeredBy: t.answered_by,
        answeredAt: iso(t.answered_at),
        qc: qc
          ? {
              taskId: qc.id,
              outcome:
                qc.status !== "done"
                  ? "pending"
                  : qc.answer?.qc_result === "correction"
                    ? "correction"
                    : "pass",
              by: qc.answered_by,
              at: iso(qc.answered_at),
            }
          : null,
      };
    });
}

function damagesOf(src: ResultSource): ResultDocument["damages"] {
  const sizes = new Map(src.photos.map((p) => [p.photo_code, { width: p.width, height: p.height }]));
  return src.damages.map((d) => {
    const qc = qcOf(src.tasks, d.task_id);
    const failed = src.failed.find((f) => f.task_id === d.task_id);
    const corrections: DetectedDamageItem[] = failed?.qa_data.detected_damages ?? [];
    return {
      id: d.id,
      photoCode: d.photo_code,
      task: d.task_name,
      part: { id: d.component, name: partLabel(d.component) },
      group: d.damage_group,
      material: d.material,
      damage: { name: d.damage_name, type: d.damage_type },
      grade: d.grade_score,
      unitMeasure: d.unit_measure,
      source: d.source,
      location: damageLocation(d.damage_location, d.actual_image, sizes.get(d.photo_code) ?? null),
      markedBy: d.marked_by,
      markedAt: d.created_at.toISOString(),
      qc: damageQcOutcome(
        { id: d.id, component: d.component },
        qc ? { open: qc.status !== "done", corrections } : null,
      ),
    };
  });
}

function correctionsOf(failed: readonly FailedRow[]): ResultDocument["qcCorrections"] {
  return failed.map((f) => ({
    id: f.id,
    status: f.status,
    photoCode: f.photo_code,
    task: f.name,
    inspector: f.inspector_username,
    qa: f.qa_username,
    createdAt: f.created_at.toISOString(),
    finishedAt: iso(f.finished_at),
    reason: text(f.qa_data.messageData?.[0]?.data),
    fields: (f.qa_data.inspectData ?? []).map((i) => {
      const change = (i.data ?? {}) as { inspector?: unknown; qa?: unknown };
      return { name: i.name ?? "", inspector: change.inspector ?? null, qa: change.qa ?? null };
    }),
    damages: (f.qa_data.detected_damages ?? [])
      .filter(
        (d) => d.admin_response === "add" || d.admin_response === "edit" || d.admin_response === "reject",
      )
      .map((d) => ({
        change: d.admin_response as "add" | "edit" | "reject",
        part: { id: d.component ?? "", name: partLabel(d.component ?? "") },
        damage: d.damage_name ?? null,
        grade: d.grade_score ?? null,
      })),
  }));
}

/** One inspection's result document, schemaVersion 1 (contract/inspectionResults.ts), from its rows. Pure. */
export function buildResultDocument(src: ResultSource): ResultDocument {
  const { head } = src;
  const data = (head.vehicle_data ?? {}) as Record<string, unknown>;
  const answered = src.tasks.map((t) => t.answered_at?.getTime() ?? 0).filter((t) => t > 0);
  const damageOn = (group: string, component: string) =>
    src.damages.find((d) => d.damage_group === group && d.component === component);
  const interior = damageOn("INTERIOR", INTERIOR_COMPONENT);
  return {
    schemaVersion: RESULT_SCHEMA_VERSION,
    id: head.id,
    sessionID: head.session_id,
    inspectionID: head.inspection_id,
    group: head.group,
    test: isTestSession(head.session_id, head.vin),
    status: head.completed_at ? "completed" : "in_progress",
    options: head.options,
    timestamps: {
      createdAt: head.created_at.toISOString(),
      completedAt: iso(head.completed_at),
      lastAnsweredAt: answered.length ? new Date(Math.max(...answered)).toISOString() : null,
    },
    vehicle: vehicleOf(head, src.tasks),
    slots: slotsOf(src),
    damages: damagesOf(src),
    tires: {
      info: src.tires,
      wheels: WHEEL_FIELDS.map((w) => {
        const tire = damageOn("TIRE", tireComponentOf(w));
        return {
          wheel: w.replace(/^wheel_/, ""),
          material: text(data[w]),
          damage: tire?.damage_name ?? null,
          grade: tire?.grade_score ?? null,
        };
      }),
    },
    interior: {
      status: text(data.int_status),
      damage: interior?.damage_name ?? null,
      grade: interior?.grade_score ?? null,
    },
    colour: {
      exterior: named(data.ext_id, src.names.colours),
      interior: named(data.int_id, src.names.colours),
    },
    trim: {
      trim: named(data.trim_id, src.names.trims),
      package: named(data.option_id, src.names.packs),
      transmission: text(data.trans_agent),
    },
    odometer: { reading: num(data.odom_reading), unit: text(data.odom_unit) },
    qcCorrections: correctionsOf(src.failed),
  };
}
