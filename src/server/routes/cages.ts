import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addCageNote,
  CAGE_PHOTO_MAX_BYTES,
  createCage,
  discardLabelDraft,
  duplicateCage,
  getCage,
  getCageDetail,
  getCageFile,
  getLabelDraft,
  listCages,
  saveLabelDraft,
  setCageStatus,
  updateCage,
  updateCageDetail,
  uploadCageFile,
} from "../../contract/cages.ts";
import { isUploadKind, type UploadKind } from "../../domain/cageStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import { badRequest, notFound } from "../errors.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

/** Stored cage files are never run: a fixed type, no sniffing, and a sandbox with nothing allowed. */
const FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'";

/** The multipart body: exactly one `type` field and one file; the client's file name is ignored. */
async function readUpload(req: FastifyRequest): Promise<{ kind: UploadKind; bytes: Buffer }> {
  let kind: unknown;
  let bytes: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (bytes) throw badRequest(TEXTS.uploadOneFile);
      bytes = await part.toBuffer();
    } else if (part.fieldname === "type") {
      kind = part.value;
    }
  }
  if (!isUploadKind(kind)) throw badRequest(TEXTS.uploadTypeField);
  if (!bytes || bytes.length === 0) throw badRequest(TEXTS.uploadNoFile);
  return { kind, bytes };
}

export async function cageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerCall(app, listCages, async ({ query }) => services.cages.list(query));
  registerCall(app, getCage, async ({ params }) => services.cages.detail(params.id));
  registerCall(app, createCage, async ({ auth, body }) => ({
    cage: await services.cages.create(auth().username, body),
  }));
  registerCall(app, addCageNote, async ({ auth, params, body }) => ({
    cage: await services.cages.addNote(auth(), params.id, body),
  }));
  registerCall(app, setCageStatus, async ({ auth, params, body }) => ({
    status: await services.cages.setStatus(auth(), params.id, body.action),
  }));
  registerCall(app, updateCage, async ({ auth, params, body }) => ({
    cage: await services.cages.updateInfo(auth(), params.id, body),
  }));
  registerCall(app, duplicateCage, async ({ auth, params }) => ({
    cage: await services.cages.duplicate(auth(), params.id),
  }));
  registerCall(app, getCageDetail, async ({ params }) => services.cageDetails.view(params.id));
  registerCall(app, updateCageDetail, async ({ auth, params, body }) => ({
    cageDetail: await services.cageDetails.update(auth(), params.id, body),
  }));
  registerCall(app, getLabelDraft, async ({ auth, params }) => ({
    draft: await services.cageDetails.draft(auth(), params.id),
  }));
  registerCall(app, saveLabelDraft, async ({ auth, params, body }) => ({
    draft: await services.cageDetails.saveDraft(auth(), params.id, body.labelData),
  }));
  registerCall(app, discardLabelDraft, async ({ auth, params }) => ({
    draft: await services.cageDetails.discardDraft(auth(), params.id),
  }));

  registerCall(app, getCageFile, async ({ params, reply }) => {
    const file = await services.cageFiles.read(params.name);
    if (!file) throw notFound();
    reply
      .type(file.type)
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", FILE_CSP)
      .header("Content-Disposition", "inline")
      .header("Cross-Origin-Resource-Policy", "same-origin");
    return file.bytes;
  });

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: CAGE_PHOTO_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });
    registerCall(scoped, uploadCageFile, async ({ auth, params, req }) => {
      const claims = auth();
      // Refuse (VIEWER, ACTIVE cage, unknown detail) before the body is read.
      await services.cageDetails.assertUploadable(claims, params.id);
      const { kind, bytes } = await readUpload(req);
      return services.cageDetails.upload(claims, params.id, kind, bytes);
    });
  });
}
