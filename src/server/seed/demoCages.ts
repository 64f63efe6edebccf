import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Transaction } from "kysely";
import { BODY_TYPES, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { CAGE_STATUSES, type CageStatus } from "../../domain/cageStatus.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import { OUTLINES_DIR } from "../http/outlines.ts";
import { CagesRepository } from "../repositories/cages.ts";
import { CageFileStorage } from "../storage/cageFiles.ts";
import { sanitiseSvg } from "../uploads/sanitiseSvg.ts";
import { DEMO_MODELS } from "./demoVehicles.ts";

/**
 * Demo cages (product §S8): the nine body types across several makes and years, statuses
 * spread over every live status (and a couple DELETED, hidden from the list), each with the slots
 * 04 (left), 05 (front), 07 (right) and 08 (rear) whose cage file is the body type's generated outline
 * sent through the same sanitiser as an upload. Then an ACTIVE cage for each demo inspection's vehicle
 * (demoWorldCages). Runs only when the cage table is empty.
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
/**
 * Second ACTIVE cages, so the demo world has vehicles whose photos T can switch between cages: a trim
 * with another silhouette (the outline scaled about its centre: narrower and lower), seeded last
 * so it is the least recently updated of its year and comes after the regular cage for every vehicle.
 */
const VARIANTS = [
  {
    make: "Toyota",
    model: "RAV4",
    year: 2018,
    bodyType: "SUV",
    trim: "Adventure",
    scale: [0.9, 0.8] as const,
  },
];
/**
 * The demo inspections' own vehicles (DEMO_MODELS), each an ACTIVE cage of its make, model, year and
 * body type: every demo damage task then shows a cage, and since the scenes paint the same generated
 * outline the drawn damages fall on its named parts. The catalogue cycle above has no ACTIVE cage for
 * most of them (other models, years or statuses), which left their damages unmarkable. A vehicle with a
 * VARIANTS pair keeps just that pair ACTIVE (the T demo switches between exactly two).
 */
export function demoWorldCages(): { make: string; model: string; year: number; bodyType: string }[] {
  const seen = new Set<string>();
  return DEMO_MODELS.filter((m) => {
    const key = [m.make, m.model, m.year, m.bodyType].join("|");
    const paired = VARIANTS.some((v) => v.make === m.make && v.model === m.model);
    if (seen.has(key) || paired) return false;
    seen.add(key);
    return true;
  }).map(({ make, model, year, bodyType }) => ({ make, model, year, bodyType }));
}
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
  const add = (cage: Omit<NewDemoCage, "n">, file: (view: string) => string | null) =>
    repo.transaction((tx) => insertCage(repo, tx, { ...cage, n: n++ }, file));
  for (const body of BODY_TYPES) {
    for (const [i, entry] of (MAKES[body.name] ?? []).entries()) {
      for (const year of [2018, 2021, 2024]) {
        const [make = "", model = ""] = entry.split("|");
        await add(
          {
            make,
            model,
            year,
            bodyType: body.name,
            slug: body.slug,
            trim: ["Base", "LX", "Sport", "Limited"][(n + i) % 4] ?? "",
            status: CAGE_STATUSES[n % CAGE_STATUSES.length] ?? "DRAFT",
            i,
          },
          (view) => files.get(`${body.slug}/${view}`) ?? null,
        );
      }
    }
  }
  for (const v of VARIANTS) {
    const slug = BODY_TYPES.find((b) => b.name === v.bodyType)?.slug ?? "";
    const scaled = new Map<string, string>();
    for (const view of ["front", "rear", "left"]) {
      const svg = await readFile(join(OUTLINES_DIR, slug, `${view}.svg`), "utf8").catch(() => null);
      if (svg) scaled.set(view, await storage.save(Buffer.from(sanitiseSvg(scaledSvg(svg, v.scale))), "svg"));
    }
    await add({ ...v, slug, status: "ACTIVE", i: 9 }, (view) => scaled.get(view) ?? null);
  }
  for (const [i, v] of demoWorldCages().entries()) {
    const slug = BODY_TYPES.find((b) => b.name === v.bodyType)?.slug ?? "";
    await add(
      { ...v, slug, trim: "Base", status: "ACTIVE", i },
      (view) => files.get(`${slug}/${view}`) ?? null,
    );
  }
  return n;
}

interface NewDemoCage {
  n: number;
  make: string;
  model: string;
  year: number;
  bodyType: string;
  slug: string;
  trim: string;
  status: CageStatus;
  /** The model's place in its body type's list (in the platform code). */
  i: number;
}

/** One demo cage with its four slots (the cage file of each slot's view), history and maybe a note. */
async function insertCage(
  repo: CagesRepository,
  tx: Transaction<Database>,
  c: NewDemoCage,
  file: (view: string) => string | null,
): Promise<void> {
  // Uploaded three days before its last change, which is its status change (or, for a draft, its last
  // edit): created ≤ updated, and the history rows carry those same times.
  const updated = new Date(Date.now() - c.n * 3_600_000);
  const created = new Date(updated.getTime() - 3 * 86_400_000);
  const cageId = await repo.insert(tx, {
    group: c.n % 3 === 0 ? "B" : "A",
    make: c.make,
    model: c.model,
    year: c.year,
    body_type: c.bodyType,
    trim: c.trim,
    code: `${c.make.slice(0, 3).toUpperCase()}${c.year % 100}${c.i}`,
    status: c.status,
    class: c.slug,
    created_at: created,
    updated_at: updated,
  });
  for (const slot of SLOTS) {
    await repo.insertDetail(tx, {
      cageId,
      code: slot.code,
      name: slot.name,
      cageFile: file(outlineViewForPhoto(slot.code)?.view ?? "left"),
      cageBy: "admin1",
    });
  }
  await repo.addHistory(tx, {
    cageId,
    event: "CAGE-UPLOAD",
    options: { code: "04" },
    owner: "admin1",
    at: created,
  });
  if (c.status !== "DRAFT")
    await repo.addHistory(tx, {
      cageId,
      event: "UPDATE-STATUS",
      options: { from: "DRAFT", to: c.status },
      owner: "admin1",
      at: updated,
    });
  if (c.n % 4 === 0)
    await repo.addNote(tx, {
      cageId,
      type: "INFORM",
      message: `Check the ${c.model} outline.`,
      owner: "agent1",
      at: updated,
    });
}

/** The drawing scaled about the centre of its viewBox (same parts, another silhouette). */
export function scaledSvg(svg: string, [sx, sy]: readonly [number, number]): string {
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  const [x = 0, y = 0, w = 0, h = 0] = box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const transform = `translate(${cx} ${cy}) scale(${sx} ${sy}) translate(${-cx} ${-cy})`;
  return svg.replace(/(<svg\b[^>]*>)/, `$1<g transform="${transform}">`).replace(/<\/svg>\s*$/, "</g></svg>");
}
