import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDriver } from "../../src/canvas/testing/driver.ts";
import { canMarkGroup } from "../../src/domain/damagePlacement.ts";
import { CataloguesRepository } from "../../src/server/repositories/catalogues.ts";
import { InspectionsRepository, type VehicleRow } from "../../src/server/repositories/inspections.ts";
import { TaskCagesRepository } from "../../src/server/repositories/taskCages.ts";
import { seedDemoCages } from "../../src/server/seed/demoCages.ts";
import { DEMO_INSPECTIONS, seedDemoInspections } from "../../src/server/seed/demoInspections.ts";
import type { DemoDamage } from "../../src/server/seed/demoScenes.ts";
import { TaskCageResolver } from "../../src/server/services/taskCage.ts";
import { VinDecoder } from "../../src/server/services/vinDecoder.ts";
import { CageFileStorage } from "../../src/server/storage/cageFiles.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * The demo world as a new user meets it: every demo inspection's damage tasks on the exterior views
 * show an ACTIVE cage of the vehicle, and each drawn damage, double-clicked where its truth says on the
 * workstation's own controller (the headless driver), lands on the part its truth names.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  const env = taskEnv();
  dataDir = env.DATA_DIR as string;
  t = await startTestApp(env);
  expect(await seedDemoInspections(t.database.db, dataDir)).toBe(DEMO_INSPECTIONS);
  await seedDemoCages(t.database.db, dataDir);
}, 240_000);
afterAll(() => t.close());

describe("the demo world's cages", () => {
  it("gives every demo damage task an ACTIVE cage of its vehicle on which its drawn damages are marked on their parts", async () => {
    const db = t.database.db;
    const inspections = new InspectionsRepository(db);
    const catalogues = new CataloguesRepository(db);
    const resolver = new TaskCageResolver(
      new TaskCagesRepository(db),
      new CageFileStorage(join(dataDir, "cages")),
    );
    const decoder = new VinDecoder();
    const missing: string[] = [];
    let marked = 0;
    try {
      const rows = await db.selectFrom("inspections").selectAll().orderBy("session_id").execute();
      expect(rows).toHaveLength(DEMO_INSPECTIONS);
      for (const inspection of rows) {
        const truth = inspection.truth as { vin: string; make: string; model: string; damages: DemoDamage[] };
        expect(truth.damages.length, inspection.session_id).toBeGreaterThan(0);
        let vehicle = (await inspections.vehicleOf(inspection.id)) as VehicleRow;
        const damageTasks = await db
          .selectFrom("tasks")
          .select("status")
          .where("inspection_id", "=", inspection.id)
          .where("name", "like", "damage_%")
          .execute();
        // Sessions without the dealer feed's vehicle learn it from the VIN task: their damage tasks wait
        // for its answer (never handed out cage-less), which writes the vehicle as below and queues them.
        expect(
          damageTasks.every((x) => x.status === (vehicle.make ? "queued" : "awaiting_vehicle")),
          inspection.session_id,
        ).toBe(true);
        if (!vehicle.make) {
          const vin = await decoder.decode(truth.vin);
          expect(vin, truth.vin).not.toBeNull();
          vehicle = {
            ...vehicle,
            year: vin!.year,
            make: vin!.make,
            model: vin!.model,
            body_type: vin!.bodyType,
          };
        }
        const tasks = await db
          .selectFrom("tasks")
          .selectAll()
          .where("inspection_id", "=", inspection.id)
          .where("name", "like", "damage_%")
          .execute();
        const photos = await db
          .selectFrom("photos")
          .selectAll()
          .where("inspection_id", "=", inspection.id)
          .execute();
        for (const code of new Set(truth.damages.map((d) => d.photoCode))) {
          const onPhoto = tasks.filter((x) => x.photo_code === code);
          expect(onPhoto.length, `${inspection.session_id} ${code}`).toBeGreaterThan(0);
          for (const task of onPhoto) {
            const photo = photos.find((p) => p.photo_code === code);
            const { cage, cageInfo } = await resolver.forTask(task, vehicle, photo);
            const where = `${inspection.session_id} ${code} ${task.name} (${truth.make} ${truth.model})`;
            const ok = cage?.status === "ACTIVE" && cage.make === truth.make && cage.model === truth.model;
            if (!cage || !cageInfo || !ok) {
              missing.push(`${where}: ${cage ? `${cage.status} ${cage.make} ${cage.model}` : "none"}`);
              continue;
            }
            const slot = await catalogues.slot(task.name, code);
            for (const d of truth.damages.filter((x) => x.photoCode === code)) {
              if (!canMarkGroup(task.name, d.damage_group)) continue;
              const ws = createDriver({
                mode: "mark",
                image: d.actual_image,
                viewport: { width: 1200, height: 750 },
                cageSvg: cage.svg,
                cageInfo: cageInfo as never,
                mirrored: cage.mirrored,
                markContext: { taskName: task.name, slotType: slot?.type ?? null },
              });
              ws.doubleClick(ws.at(d.damage_location));
              expect(ws.calls, `${where} ${d.component}`).toEqual([
                expect.objectContaining({ type: "place", component: d.component, group: d.damage_group }),
              ]);
              marked += 1;
            }
          }
        }
      }
    } finally {
      await decoder.close();
    }
    expect(missing, "damage tasks without an ACTIVE cage of their vehicle").toEqual([]);
    expect(marked).toBeGreaterThanOrEqual(DEMO_INSPECTIONS);
  }, 240_000);
});
