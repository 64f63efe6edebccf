import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoInspections } from "../../src/server/seed/demoInspections.ts";
import { importFolder } from "../../src/server/services/importFolder.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());

describe("demo inspections and folder import", () => {
  it("seeds demo inspections with generated photos and truth, only into an empty database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "demo-seed-"));
    expect(await seedDemoInspections(t.database.db, dir)).toBe(5);
    expect(await seedDemoInspections(t.database.db, dir)).toBe(0);
    const rows = await t.database.db.selectFrom("inspections").selectAll().execute();
    expect(rows.some((r) => r.session_id.startsWith("T"))).toBe(true);
    expect(rows[0]?.truth).toMatchObject({ vin: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    const photos = await t.database.db
      .selectFrom("photos")
      .selectAll()
      .where("inspection_id", "=", rows[0]!.id)
      .execute();
    expect(photos).toHaveLength(10);
    expect(photos.every((p) => p.width === 800 && p.height === 500)).toBe(true);
  });

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
