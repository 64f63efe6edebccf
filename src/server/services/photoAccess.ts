import type { TokenClaims } from "../auth/tokens.ts";
import { forbidden, notFound } from "../errors.ts";
import type { InspectionsRepository } from "../repositories/inspections.ts";
import { contentTypeOf, type PhotoStorage } from "../storage/photos.ts";

/**
 * A stored photo for a user allowed to see it (ours): any non-AGENT role, an agent holding a live
 * task of that inspection, or the inspector or QA of one of its failed tasks (to review the mistake).
 * Photos given by URL are not served here (the task carries the URL).
 */
export class PhotoAccessService {
  constructor(
    private readonly inspections: InspectionsRepository,
    private readonly storage: PhotoStorage,
  ) {}

  async read(
    claims: TokenClaims,
    id: string,
    size: "web" | "original",
  ): Promise<{ bytes: Buffer; type: string }> {
    const photo = await this.inspections.photoById(id);
    if (!photo) throw notFound();
    if (
      claims.role === "AGENT" &&
      !(await this.inspections.isHeldBy(photo.inspection_id, claims.sub)) &&
      !(await this.inspections.isFailedTaskParty(photo.inspection_id, claims.username))
    ) {
      throw forbidden();
    }
    const name = size === "original" ? photo.original_path : photo.web_path;
    if (!name) throw notFound();
    return { bytes: await this.storage.read(name), type: contentTypeOf(name) };
  }
}
