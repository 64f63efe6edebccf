import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { IngestBody } from "../../contract/tasks.ts";
import { bodyTypeFor, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import type { OutlinePart } from "../../geometry/outlines/drawing.ts";
import type { Db } from "../db/connect.ts";
import { CataloguesRepository } from "../repositories/catalogues.ts";
import { InspectionsRepository } from "../repositories/inspections.ts";
import { TasksRepository } from "../repositories/tasks.ts";
import { IngestService } from "../services/ingest.ts";
import { createTaskQueueEvents, type TaskQueueEvents } from "../services/taskQueueEvents.ts";
import { PhotoStorage } from "../storage/photos.ts";
import {
  type DamagePlan,
  type DemoDamage,
  drawingOf,
  exteriorScene,
  glassScene,
  interiorScene,
  odometerScene,
  pointInside,
  supportScene,
  tireScene,
  vinPlateScene,
} from "./demoScenes.ts";
import { type DemoVehicle, demoVehicles, seededRandom } from "./demoVehicles.ts";

/**
 * The demo world (issue 3): a few dozen inspections whose photos are rendered here from SVG scenes —
 * the VIN plate, the odometer, the four exterior views of the vehicle's body type in its colour with
 * damages drawn on named parts, the plate number on the rear, tires, glass, interior and the support
 * captures 10–13 — with their truth stored and their tasks queued. Every sixth session is a test
 * session (T...). Deterministic: the same seed draws the same world.
 */
export const DEMO_INSPECTIONS = 30;

const EXTERIOR = ["04", "05", "07", "08"] as const;
const pick = <T>(items: readonly T[], rand: () => number): T => items[Math.floor(rand() * items.length)] as T;
const swapSide = (name: string) =>
  name.replace(/_(LEFT|RIGHT)\b/, (_m, side: string) => (side === "LEFT" ? "_RIGHT" : "_LEFT"));

/** Parts big enough to carry a visible mark: body panels and bumpers at least 30 units each way. */
const markable = new WeakMap<readonly OutlinePart[], OutlinePart[]>();
function markableParts(parts: readonly OutlinePart[]): OutlinePart[] {
  const known = markable.get(parts);
  if (known) return known;
  const found = parts.filter((p) => {
    if (p.group !== "BODY" && !p.name.endsWith("BUMPER")) return false;
    const outer = p.rings[0] ?? [];
    const xs = outer.map((q) => q[0]);
    const ys = outer.map((q) => q[1]);
    return (
      Math.max(...xs) - Math.min(...xs) >= 30 && Math.max(...ys) - Math.min(...ys) >= 30 && !!pointInside(p)
    );
  });
  markable.set(parts, found);
  return found;
}

/** One to three damages on body panels or bumpers of the vehicle's exterior views. */
function planDamages(v: DemoVehicle, rand: () => number): DamagePlan[] {
  const bodyType = bodyTypeFor(v.bodyType);
  if (!bodyType) return [];
  const plans: DamagePlan[] = [];
  const count = 1 + Math.floor(rand() * 3);
  for (let attempt = 0; attempt < 12 && plans.length < count; attempt++) {
    const photoCode = pick(EXTERIOR, rand);
    const view = outlineViewForPhoto(photoCode);
    if (!view) continue;
    const parts = markableParts(drawingOf(bodyType, view.view).parts);
    if (parts.length === 0) continue;
    const part = pick(parts, rand);
    const name = view.mirrored ? swapSide(part.name) : part.name;
    if (plans.some((p) => p.photoCode === photoCode && p.part === name)) continue;
    plans.push({
      photoCode,
      part: name,
      damage: part.group === "BODY" ? pick(["SCRATCH", "DENT"] as const, rand) : "SCUFF",
    });
  }
  return plans;
}

interface DemoInspection {
  body: IngestBody;
  scenes: Record<string, string>;
}

/** The i-th demo inspection: its ingestion body (truth included) and its photo scenes. */
export function demoInspection(i: number, v: DemoVehicle, rand: () => number): DemoInspection {
  const test = i % 6 === 4;
  const plans = planDamages(v, rand);
  const chip = rand() < 0.3;
  const scenes: Record<string, string> = {
    "01": vinPlateScene(v),
    "02": interiorScene(v),
    "03": odometerScene(v),
    "06": tireScene(v, false),
    "09": glassScene(v, chip),
    "15": tireScene(v, true),
  };
  const damages: DemoDamage[] = [];
  for (const code of EXTERIOR) {
    const scene = exteriorScene(v, code, plans);
    scenes[code] = scene.svg;
    damages.push(...scene.damages);
  }
  for (const code of ["10", "11", "12", "13"]) scenes[code] = supportScene(v, code);
  // Two in three come with the dealer feed's vehicle; the rest learn it from the VIN task.
  const fed = i % 3 !== 2;
  const tire = { size: v.tireSize, type: i % 4 === 0 ? "Winter" : "All Season" };
  const tires =
    v.make === "BMW"
      ? {
          front_left: tire,
          front_right: tire,
          rear_left: { ...tire, size: "255/40R17" },
          rear_right: { ...tire, size: "255/40R17" },
        }
      : { front_left: tire, front_right: tire, rear_left: tire, rear_right: tire };
  const body: IngestBody = {
    sessionID: `${test ? "T" : "S"}DEMO${String(i + 1).padStart(4, "0")}`,
    group: i % 5 === 3 ? "FLEET" : "DEFAULT",
    priority: i % 7 === 1 ? 2 : 0,
    options: {
      decode: i % 4 === 3 ? "kbb_us" : "vms",
      damage_table: v.make === "BMW" ? "bmw" : i % 5 === 2 ? "autograde" : "default",
      damage_mode: i % 4 === 1 ? "full" : "split",
    },
    vehicle: fed
      ? { vrm: v.plate, vin: v.vin, year: v.year, make: v.make, model: v.model, bodyType: v.bodyType }
      : { vrm: v.plate },
    tires,
    truth: {
      vin: v.vin,
      year: v.year,
      make: v.make,
      model: v.model,
      body_type: v.bodyType,
      odom_reading: v.odometer,
      odom_unit: v.odomUnit,
      plate_number: v.plate,
      color: v.color.name,
      color_hex: v.color.hex,
      tire_size: v.tireSize,
      damages,
      glass: chip ? [{ component: "WINDSHIELD", damage_group: "GLASS", damage_name: "CHIP" }] : [],
    },
    photos: [],
  };
  return { body, scenes };
}

/** Renders are deterministic, so they are kept between seeds (a fresh e2e database starts faster). */
const RENDER_CACHE = join(tmpdir(), "vehicle-inspection-demo-renders");

async function render(markup: string): Promise<string> {
  const file = join(RENDER_CACHE, `${createHash("sha256").update(markup).digest("hex")}.jpg`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached.toString("base64");
  const jpeg = await sharp(Buffer.from(markup)).jpeg({ quality: 82 }).toBuffer();
  // Written aside and renamed: another seed running at once never reads half a file.
  const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await mkdir(RENDER_CACHE, { recursive: true });
  await writeFile(part, jpeg)
    .then(() => rename(part, file))
    .catch(() => undefined);
  return jpeg.toString("base64");
}

/** Seeds the demo world into a database without inspections only; answers how many were created. */
export async function seedDemoInspections(
  db: Db,
  dataDir: string,
  opts: { count?: number; events?: TaskQueueEvents } = {},
): Promise<number> {
  const inspections = new InspectionsRepository(db);
  if ((await inspections.count()) > 0) return 0;
  const ingest = new IngestService(
    db,
    inspections,
    new TasksRepository(db),
    new CataloguesRepository(db),
    new PhotoStorage(join(dataDir, "photos")),
    opts.events ?? createTaskQueueEvents(),
  );
  const count = opts.count ?? DEMO_INSPECTIONS;
  const rand = seededRandom(7);
  const vehicles = demoVehicles(count);
  const renderAll = (i: number) => {
    const { body, scenes } = demoInspection(i, vehicles[i] as DemoVehicle, rand);
    return Promise.all(
      Object.entries(scenes).map(async ([photoCode, markup]) => ({ photoCode, data: await render(markup) })),
    ).then((photos) => ({ ...body, photos }));
  };
  // Renders the next inspection's photos while the current one is stored.
  let next = count > 0 ? renderAll(0) : null;
  let n = 0;
  for (let i = 0; i < count && next; i++) {
    const body = await next;
    next = i + 1 < count ? renderAll(i + 1) : null;
    await ingest.ingest(body);
    n += 1;
  }
  return n;
}
