import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { Value } from "typebox/value";
import { IngestBody } from "../../contract/tasks.ts";
import type { IngestService } from "./ingest.ts";

/**
 * Reads a folder holding inspection.json (the ingestion body; a photo may name a `file` in the folder
 * instead of `url` or `data`) and ingests it through the same service as POST /api/inspections.
 */
export async function importFolder(ingest: IngestService, folder: string) {
  const dir = resolve(folder);
  const raw: unknown = JSON.parse(await readFile(join(dir, "inspection.json"), "utf8"));
  if (typeof raw !== "object" || raw === null || !Array.isArray((raw as { photos?: unknown }).photos)) {
    throw new Error("inspection.json must be an object with a photos list");
  }
  const body = raw as { photos: Record<string, unknown>[] };
  const photos = await Promise.all(
    body.photos.map(async (p) => {
      const { file, ...rest } = p;
      if (typeof file !== "string") return rest;
      if (file.includes("/") || file.includes("\\") || file.startsWith("."))
        throw new Error(`bad file name ${file}`);
      return { ...rest, data: (await readFile(join(dir, file))).toString("base64") };
    }),
  );
  const candidate = { ...body, photos };
  if (!Value.Check(IngestBody, candidate)) {
    const first = [...Value.Errors(IngestBody, candidate)][0];
    throw new Error(
      `inspection.json is not a valid ingestion body: ${first?.instancePath ?? ""} ${first?.message ?? ""}`,
    );
  }
  return ingest.ingest(candidate);
}
