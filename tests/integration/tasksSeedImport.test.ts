import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_INSPECTIONS, seedDemoInspections } from "../../src/server/seed/demoInspections.ts";
import { demoVehicles } from "../../src/server/seed/demoVehicles.ts";
import { importFolder } from "../../src/server/services/importFolder.ts";
import { VinDecoder } from "../../src/server/services/vinDecoder.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());

describe("demo inspections and folder import", () => {
  it("seeds the demo world with rendered photos, truth and queued tasks, only into an empty database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "demo-seed-"));
    expect(await seedDemoInspections(t.database.db, dir, { count: 6 })).toBe(6);
    expect(await seedDemoInspections(t.database.db, dir, { count: 6 })).toBe(0);
    const rows = await t.database.db.selectFrom("inspections").selectAll().orderBy("session_id").execute();
    expect(rows.map((r) => r.session_id)).toEqual([
      "SDEMO0001",
      "SDEMO0002",
      "SDEMO0003",
      "SDEMO0004",
      "SDEMO0006",
      "TDEMO0005",
    ]);
    const first = rows[0]!;
    expect(first.truth).toMatchObject({
      vin: "1HGCM82633A004352",
      odom_reading: 182340,
      plate_number: "HND 2003",
    });
    const truthDamages = (first.truth as { damages: { photoCode: string; component: string }[] }).damages;
    expect(truthDamages.length).toBeGreaterThan(0);
    const photos = await t.database.db
      .selectFrom("photos")
      .selectAll()
      .where("inspection_id", "=", first.id)
      .execute();
    expect(photos.map((p) => p.photo_code).sort()).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "11",
      "12",
      "13",
      "15",
    ]);
    expect(photos.every((p) => p.width === 960 && p.height === 600)).toBe(true);
    const stored = await readFile(
      join(dir, "photos", photos.find((p) => p.photo_code === "04")!.original_path!),
    );
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const tasks = await t.database.db
      .selectFrom("tasks")
      .select(["photo_code", "name", "status"])
      .where("inspection_id", "=", first.id)
      .execute();
    expect(tasks.every((x) => x.status === "queued")).toBe(true);
    expect(tasks.map((x) => `${x.photo_code}:${x.name}`)).toEqual(
      expect.arrayContaining([
        "01:vin",
        "03:odom",
        "08:plate_number",
        "04:damage_body",
        "06:tire",
        "09:glass",
      ]),
    );
    expect(tasks.some((x) => ["10", "11", "12", "13"].includes(x.photo_code))).toBe(false);
  }, 120_000);

  it("gives every demo vehicle a VIN that decodes offline to its make, model and year", async () => {
    const decoder = new VinDecoder();
    try {
      for (const v of demoVehicles(DEMO_INSPECTIONS)) {
        const decoded = await decoder.decode(v.vin);
        expect(decoded, v.vin).toMatchObject({ make: v.make, model: v.model, year: v.year });
      }
    } finally {
      await decoder.close();
    }
  }, 120_000);

  it("imports a folder through the ingestion service and refuses a bad one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "import-"));
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    writeFileSync(join(dir, "01.png"), png);
    writeFileSync(
      join(dir, "inspection.json"),
      JSON.stringify({
        sessionID: "IMPORT0001",
        options: { decode: "vms" },
        photos: [{ photoCode: "01", file: "01.png" }],
      }),
    );
    const created = await importFolder(t.services.tasks.ingest, dir);
    expect(created).toMatchObject({ sessionId: "IMPORT0001", tasks: 1 });
    writeFileSync(
      join(dir, "inspection.json"),
      JSON.stringify({ sessionID: "IMPORT0002", photos: [{ photoCode: "77", file: "01.png" }] }),
    );
    await expect(importFolder(t.services.tasks.ingest, dir)).rejects.toThrow(/not a valid ingestion body/);
  });
});
