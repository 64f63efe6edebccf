import { join } from "node:path";
import sharp from "sharp";
import type { Db } from "../db/connect.ts";
import { CataloguesRepository } from "../repositories/catalogues.ts";
import { InspectionsRepository } from "../repositories/inspections.ts";
import { TasksRepository } from "../repositories/tasks.ts";
import { IngestService } from "../services/ingest.ts";
import { createTaskQueueEvents } from "../services/taskQueueEvents.ts";
import { PhotoStorage } from "../storage/photos.ts";

/**
 * A handful of demo inspections with simple generated photos (a VIN plate, an odometer, coloured car
 * boxes), so the engine can be exercised on an empty embedded database. Their truth is stored.
 * (The full demo world with rendered scenes is a later step.)
 */
const DEMO = [
  { vin: "1HGCM82633A004352", odo: 182340, color: "#9E1B22", plate: "HND 2003", decode: "vms" },
  { vin: "5YJ3E1EA7KF317000", odo: 40211, color: "#F5F5F5", plate: "TSL 3000", decode: "kbb_us" },
  { vin: "WBA3A5C51CF256651", odo: 98012, color: "#1F4E9A", plate: "BMW 328", decode: "vms", table: "bmw" },
  { vin: "1FTFW1ET5DFC10312", odo: 130455, color: "#5B5E60", plate: "F150 XLT", decode: "kbb_us" },
  { vin: "JTDKB20U093475539", odo: 210877, color: "#C0C0C0", plate: "PRI 2009", decode: "none", test: true },
] as const;

const W = 800;
const H = 500;
const stripMarkup = (s: string) => s.replace(/[<>&"]/g, "");

const svg = (body: string, bg = "#dddddd") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${bg}"/>${body}</svg>`;
const text = (s: string, y: number, size = 48, fill = "#111111") =>
  `<text x="50%" y="${y}" font-family="DejaVu Sans Mono, monospace" font-size="${size}" text-anchor="middle" fill="${fill}">${stripMarkup(s)}</text>`;
const car = (color: string, label: string) =>
  svg(
    `<rect x="120" y="180" width="560" height="160" rx="30" fill="${color}" stroke="#222" stroke-width="4"/>` +
      `<rect x="240" y="110" width="320" height="90" rx="20" fill="${color}" stroke="#222" stroke-width="4"/>` +
      `<circle cx="230" cy="350" r="50" fill="#222"/><circle cx="570" cy="350" r="50" fill="#222"/>${text(label, 460, 28)}`,
  );

async function render(markup: string): Promise<string> {
  return (await sharp(Buffer.from(markup)).png().toBuffer()).toString("base64");
}

function scenes(d: (typeof DEMO)[number]): Record<string, string> {
  return {
    "01": svg(`${text("VIN", 200, 36)}${text(d.vin, 280, 52)}`, "#e8e4d8"),
    "02": svg(text("INTERIOR", 260, 40, "#eeeeee"), "#3a3a3a"),
    "03": svg(`${text(`${d.odo.toLocaleString("en-US")} km`, 270, 72, "#7CFC00")}`, "#101010"),
    "04": car(d.color, "LEFT"),
    "05": car(d.color, "FRONT"),
    "06": svg(`<circle cx="400" cy="250" r="180" fill="#222"/>${text("TIRES FRONT", 480, 28)}`),
    "07": car(d.color, "RIGHT"),
    "08": car(d.color, `REAR  ${d.plate}`),
    "09": svg(text("WINDSHIELD", 260, 40), "#a9c8e0"),
    "15": svg(`<circle cx="400" cy="250" r="180" fill="#222"/>${text("TIRES REAR", 480, 28)}`),
  };
}

/** Seeds the demo inspections into an empty database only; answers how many were created. */
export async function seedDemoInspections(db: Db, dataDir: string): Promise<number> {
  const inspections = new InspectionsRepository(db);
  if ((await inspections.count()) > 0) return 0;
  const ingest = new IngestService(
    db,
    inspections,
    new TasksRepository(db),
    new CataloguesRepository(db),
    new PhotoStorage(join(dataDir, "photos")),
    createTaskQueueEvents(),
  );
  let n = 0;
  for (const [i, d] of DEMO.entries()) {
    const photos = await Promise.all(
      Object.entries(scenes(d)).map(async ([photoCode, markup]) => ({
        photoCode,
        data: await render(markup),
      })),
    );
    const tire = { size: "225/45R17", type: "All Season" };
    await ingest.ingest({
      sessionID: `${"test" in d ? "T" : "S"}DEMO${String(i + 1).padStart(4, "0")}`,
      group: "DEFAULT",
      options: { decode: d.decode, damage_table: "table" in d ? d.table : "default", damage_mode: "split" },
      vehicle: { vrm: d.plate },
      tires: { front_left: tire, front_right: tire, rear_left: tire, rear_right: tire },
      truth: { vin: d.vin, odom_reading: d.odo, odom_unit: "km", plate_number: d.plate, color: d.color },
      photos,
    });
    n += 1;
  }
  return n;
}
