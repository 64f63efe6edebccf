import type { ResultDocument } from "../../contract/inspectionResults.ts";
import type { Db } from "../db/connect.ts";
import { type InspectionHead, InspectionResultsRepository } from "../repositories/inspectionResults.ts";
import { buildResultDocument, type SettingRow } from "./inspectionResultBuild.ts";

const groupBy = <T extends { inspection_id: string | null }>(rows: readonly T[]) => {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    if (r.inspection_id === null) continue;
    const list = out.get(r.inspection_id);
    if (list) list.push(r);
    else out.set(r.inspection_id, [r]);
  }
  return out;
};

const ids = (values: readonly unknown[]) =>
  [
    ...new Set(values.filter((v) => typeof v === "string" || typeof v === "number").map((v) => String(v))),
  ].filter((v) => v !== "");

/**
 * The result documents of `heads`, in their order: seven reads for the whole set (tasks, damages,
 * photo sizes, tire info, failed tasks, slot settings, catalogue names), whatever its size.
 */
export async function resultDocuments(
  repo: InspectionResultsRepository,
  heads: readonly InspectionHead[],
): Promise<ResultDocument[]> {
  if (heads.length === 0) return [];
  const inspectionIds = heads.map((h) => h.id);
  const data = heads.map((h) => (h.vehicle_data ?? {}) as Record<string, unknown>);
  const [tasks, damages, photos, tires, failed, settings, names] = await Promise.all([
    repo.tasksOf(inspectionIds),
    repo.damagesOf(inspectionIds),
    repo.photoSizesOf(inspectionIds),
    repo.tiresOf(inspectionIds),
    repo.failedOf(inspectionIds),
    repo.settings(),
    repo.catalogueNames({
      trims: ids(data.map((d) => d.trim_id)),
      packs: ids(data.map((d) => d.option_id)),
      colours: ids(data.flatMap((d) => [d.ext_id, d.int_id])),
    }),
  ]);
  const byInspection = {
    tasks: groupBy(tasks),
    damages: groupBy(damages),
    photos: groupBy(photos),
    failed: groupBy(failed),
  };
  const tireInfo = new Map(tires.map((t) => [t.inspection_id, t.data]));
  const settingMap = new Map<string, SettingRow>(settings.map((s) => [`${s.name}|${s.photo_code}`, s]));
  return heads.map((head) =>
    buildResultDocument({
      head,
      tasks: byInspection.tasks.get(head.id) ?? [],
      damages: byInspection.damages.get(head.id) ?? [],
      photos: byInspection.photos.get(head.id) ?? [],
      tires: tireInfo.get(head.id) ?? null,
      failed: byInspection.failed.get(head.id) ?? [],
      settings: settingMap,
      names,
    }),
  );
}

/**
 * One inspection's result document by session id, or null when there is none. What the result call
 * answers and what a webhook delivery (issue 24 items 2–3) sends: call it with the app's database.
 */
export async function resultDocument(db: Db, sessionId: string): Promise<ResultDocument | null> {
  const repo = new InspectionResultsRepository(db);
  const head = await repo.bySession(sessionId);
  if (!head) return null;
  const [doc] = await resultDocuments(repo, [head]);
  return doc ?? null;
}
