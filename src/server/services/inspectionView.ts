import { vehicleMismatchOf } from "../../domain/vehicleMismatch.ts";
import { notFound } from "../errors.ts";
import type { InspectionsRepository } from "../repositories/inspections.ts";
import type { InspectionViewRepository } from "../repositories/inspectionView.ts";
import { damageView, inspectionView, photoUrl, vehicleView } from "./taskView.ts";

/** The disagreement an accepted VIN answer keeps (answers.ts), when there is one. */
const taskMismatch = (answer: Record<string, unknown> | null) => {
  const vehicleMismatch = vehicleMismatchOf(answer?.vehicleMismatch);
  return vehicleMismatch ? { vehicleMismatch } : {};
};

/** A whole inspection, read-only (issue 7): photos, tasks with answers, damages, vehicle. */
export class InspectionViewService {
  constructor(
    private readonly inspections: InspectionsRepository,
    private readonly repo: InspectionViewRepository,
  ) {}

  async bySession(sessionID: string) {
    const inspection = await this.inspections.findBySession(sessionID);
    if (!inspection) throw notFound();
    const [vehicle, photos, tasks, damages] = await Promise.all([
      this.inspections.vehicleOf(inspection.id),
      this.inspections.photosOf(inspection.id),
      this.repo.tasksOf(inspection.id),
      this.repo.allDamagesOf(inspection.id),
    ]);
    return {
      success: true as const,
      inspection: inspectionView(inspection),
      vehicle: vehicle ? vehicleView(vehicle) : null,
      photos: photos
        .map((p) => ({
          _id: p.id,
          photoCode: p.photo_code,
          url: photoUrl(p),
          width: p.width,
          height: p.height,
        }))
        .sort((a, b) => a.photoCode.localeCompare(b.photoCode)),
      tasks: tasks.map((t) => ({
        ...taskMismatch(t.answer),
        _id: t.id,
        name: t.name,
        type: t.type,
        photoCode: t.photo_code,
        status: t.status,
        answerKind: t.answer_kind,
        answeredBy: t.answered_by_username,
        answeredAt: t.answered_at ? t.answered_at.toISOString() : null,
        // The stored answer's body only: the fingerprint and scoring are internal.
        answer:
          t.answer && typeof t.answer.body === "object" ? (t.answer.body as Record<string, unknown>) : null,
      })),
      damages: damages.map((d) => ({ ...damageView(d), photoCode: d.photo_code })),
    };
  }
}
