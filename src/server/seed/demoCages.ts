import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { BODY_TYPES, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { CAGE_STATUSES, type CageStatus } from "../../domain/cageStatus.ts";
import type { Db } from "../db/connect.ts";
import { OUTLINES_DIR } from "../http/outlines.ts";
import { CagesRepository } from "../repositories/cages.ts";
import { CageFileStorage } from "../storage/cageFiles.ts";
import { sanitiseSvg } from "../uploads/sanitiseSvg.ts";

/**
 * Demo cages (server-behaviour §8): the nine body types across several makes and years, statuses
 * spread over every live status (and a couple DELETED, hidden from the list), each with the slots
 * 04 (left), 05 (front), 07 (right) and 08 (rear) whose cage file is the body type's generated outline
 * sent through the same sanitiser as an upload. Runs only when the cage table is empty.
 */
const MAKES: Record<string, string[]> = {
  "2dr": ["Honda|Civic Coupe", "BMW|M240i"],
  "4dr": ["Toyota|Camry", "Honda|Accord", "BMW|330i"],
  Convertible: ["Ford|Mustang", "Mazda|MX-5"],
  "Reg Cab": ["Ford|F-150", "Chevrolet|Silverado 1500"],
  Jeep: ["Jeep|Wrangler", "Jeep|Gladiator"],
  SUV: ["Toyota|RAV4", "Honda|CR-V", "Ford|Explorer"],
  "Mini Passenger Van": ["Honda|Odyssey", "Chrysler|Pacifica"],
  "Cargo Van": ["Ford|Transit Connect", "Ram|ProMaster City"],
  "Crew-Ext Cab": ["Toyota|Tacoma", "Chevrolet|Colorado"],
};
const SLOTS = [
  { code: "04", name: "Left" },
  { code: "05", name: "Front" },
  { code: "07", name: "Right" },
  { code: "08", name: "Rear" },
];

export async function seedDemoCages(db: Db, dataDir: string): Promise<number> {
  const repo = new CagesRepository(db);
  if (!(await repo.isEmpty())) return 0;
  const storage = new CageFileStorage(join(dataDir, "cages"));
  const files = new Map<string, string>();
  for (const body of BODY_TYPES)
    for (const view of ["front", "rear", "left"] as const) {
      const svg = await readFile(join(OUTLINES_DIR, body.slug, `${view}.svg`), "utf8").catch(() => null);
      if (svg) files.set(`${body.slug}/${view}`, await storage.save(Buffer.from(sanitiseSvg(svg)), "svg"));
    }
  let n = 0;
  for (const body of BODY_TYPES) {
    for (const [i, entry] of (MAKES[body.name] ?? []).entries()) {
      for (const year of [2018, 2021, 2024]) {
        const [make = "", model = ""] = entry.split("|");
        const status: CageStatus = CAGE_STATUSES[n % CAGE_STATUSES.length] ?? "DRAFT";
        await repo.transaction(async (tx) => {
          const cageId = await repo.insert(tx, {
            group: n % 3 === 0 ? "B" : "A",
            make,
            model,
            year,
            body_type: body.name,
            trim: ["Base", "LX", "Sport", "Limited"][(n + i) % 4] ?? "",
            code: `${make.slice(0, 3).toUpperCase()}${year % 100}${i}`,
            status,
            class: body.slug,
            updated_at: new Date(Date.now() - n * 3_600_000),
          });
          for (const slot of SLOTS) {
            const view = outlineViewForPhoto(slot.code)?.view ?? "left";
            await repo.insertDetail(tx, {
              cageId,
              code: slot.code,
              name: slot.name,
              cageFile: files.get(`${body.slug}/${view}`) ?? null,
              cageBy: "admin1",
            });
          }
          await repo.addHistory(tx, {
            cageId,
            event: "CAGE-UPLOAD",
            options: { code: "04" },
            owner: "admin1",
          });
          if (status !== "DRAFT")
            await repo.addHistory(tx, {
              cageId,
              event: "UPDATE-STATUS",
              options: { from: "DRAFT", to: status },
              owner: "admin1",
            });
          if (n % 4 === 0)
            await repo.addNote(tx, {
              cageId,
              type: "INFORM",
              message: `Check the ${model} outline.`,
              owner: "agent1",
            });
        });
        n++;
      }
    }
  }
  return n;
}
