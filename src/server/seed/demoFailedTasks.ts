import type { QaData } from "../../domain/failedTask.ts";
import type { FailedTaskStatus } from "../../domain/failedTaskStatus.ts";
import type { Db } from "../db/connect.ts";
import { InspectionsRepository } from "../repositories/inspections.ts";
import { TaskFailedRepository } from "../repositories/taskFailed.ts";
import { TasksRepository } from "../repositories/tasks.ts";
import { UsersRepository } from "../repositories/users.ts";

interface DemoFailed {
  session: string;
  photoCode: string;
  name: string;
  status: FailedTaskStatus;
  inspectorBody: Record<string, unknown>;
  qaData: QaData;
  notes?: { message: string; username: string; role: string }[];
}

const reason = (name: string, data: string, action?: "inspector" | "qa"): QaData["messageData"] => [
  { name, data, ...(action ? { action } : {}) },
];

/** One or more failed tasks in every status, agent1 the inspector and qa1 the QA (agent1 waits on 2). */
const DEMO_FAILED: DemoFailed[] = [
  {
    session: "SDEMO0001",
    photoCode: "03",
    name: "odom",
    status: "INSPECTOR-REVIEWING",
    inspectorBody: { odom_reading: 182000, odom_unit: "km" },
    qaData: {
      messageData: reason("odom", "Corrected by QA"),
      inspectData: [{ name: "odom_reading", data: { inspector: 182000, qa: 182340 } }],
    },
  },
  {
    session: "SDEMO0002",
    photoCode: "04",
    name: "damage_other",
    status: "INSPECTOR-REVIEWING",
    inspectorBody: { damages: [] },
    qaData: {
      messageData: reason("damage_other", "Damage missed"),
      detected_damages: [
        {
          admin_response: "add",
          component: "FRONT_BUMPER",
          damage_name: "SCRATCH",
          grade_score: 2,
          material: "Painted",
          damage_location: { x: 0.3, y: 0.6 },
          username: "qa1",
        },
      ],
    },
  },
  {
    session: "SDEMO0003",
    photoCode: "01",
    name: "vin",
    status: "QA-REVIEWING",
    inspectorBody: { vin: "WBA3A5C51CF256615" },
    qaData: {
      messageData: reason("vin", "Inspector data is wrong", "qa"),
      inspectData: [
        { name: "vin", data: { inspector: "WBA3A5C51CF256615", qa: "WBA3A5C57CF256651" }, action: "qa" },
      ],
    },
    notes: [
      { message: "I read the plate correctly, please check again.", username: "agent1", role: "AGENT" },
    ],
  },
  {
    session: "SDEMO0004",
    photoCode: "08",
    name: "plate_number",
    status: "VERIFYING",
    inspectorBody: { plate_number: "F150 XTL" },
    qaData: {
      messageData: reason("plate_number", "Plate number is wrong", "inspector"),
      inspectData: [
        { name: "plate_number", data: { inspector: "F150 XTL", qa: "F150 XLT" }, action: "inspector" },
      ],
    },
    notes: [
      { message: "Letters look swapped on the photo?", username: "agent1", role: "AGENT" },
      { message: "The rear photo shows XLT.", username: "qa1", role: "QA" },
    ],
  },
  {
    session: "SDEMO0001",
    photoCode: "05",
    name: "damage_body",
    status: "VERIFIED",
    inspectorBody: { damages: [] },
    qaData: {
      messageData: reason("damage_body", "Damage missed", "inspector"),
      detected_damages: [
        {
          admin_response: "add",
          component: "HOOD",
          damage_name: "DENT",
          grade_score: 1,
          action: "inspector",
          critical: true,
          username: "qa1",
        },
      ],
    },
    notes: [{ message: "Confirm", username: "trainer1", role: "TRAINER" }],
  },
  {
    session: "SDEMO0002",
    photoCode: "03",
    name: "odom",
    status: "INSPECTOR-AUTO-VERIFIED",
    inspectorBody: { odom_reading: 40000, odom_unit: "km" },
    qaData: {
      messageData: reason("odom", "Corrected by QA"),
      inspectData: [{ name: "odom_reading", data: { inspector: 40000, qa: 40211 } }],
    },
  },
  {
    session: "SDEMO0003",
    photoCode: "08",
    name: "plate_number",
    status: "QA-AUTO-VERIFIED",
    inspectorBody: { plate_number: "BMW 328" },
    qaData: {
      messageData: reason("plate_number", "Plate number is wrong", "qa"),
      inspectData: [{ name: "plate_number", data: { inspector: "BMW 328", qa: "BMW 238" }, action: "qa" }],
    },
  },
];

const FINAL = new Set(["VERIFIED", "INSPECTOR-AUTO-VERIFIED", "QA-AUTO-VERIFIED"]);

/**
 * Demo failed tasks on an empty embedded database (product §S8), after the demo inspections:
 * each answers its slot's queued task as agent1 (one inserted only where the slot has none). Answers how many.
 */
export async function seedDemoFailedTasks(db: Db): Promise<number> {
  const repo = new TaskFailedRepository(db);
  if ((await repo.count()) > 0) return 0;
  const users = new UsersRepository(db);
  const inspector = await users.findByUsername("agent1");
  const qa = await users.findByUsername("qa1");
  if (!inspector || !qa) return 0;
  const inspections = new InspectionsRepository(db);
  const tasks = new TasksRepository(db);
  let n = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, d] of DEMO_FAILED.entries()) {
      const inspection = await inspections.findBySession(d.session, trx);
      if (!inspection) continue;
      // The slot's own queued task is the one agent1 answered: a second task for it would list the
      // slot twice (answered and queued) in the inspection view and leave it in the queue.
      const original =
        (await tasks.findOpenInSlot(trx, inspection.id, d.photoCode, d.name)) ??
        (
          await tasks.insert(trx, [
            {
              inspectionId: inspection.id,
              photoCode: d.photoCode,
              name: d.name,
              type: "INSPECT",
              priority: 0,
              leaseS: 60,
            },
          ])
        )[0];
      if (!original) continue;
      const answered = await tasks.markDone(trx, original.id, inspector.id, "accepted", {
        kind: "accepted",
        body: d.inspectorBody,
      });
      const created = new Date(Date.now() - (i + 1) * 3_600_000);
      await repo.insert(trx, {
        status: d.status,
        created_at: created,
        updated_at: created,
        finished_at: FINAL.has(d.status) ? new Date(created.getTime() + 1_800_000) : null,
        inspector_id: inspector.id,
        inspector_username: inspector.username,
        qa_id: qa.id,
        qa_username: qa.username,
        task_id: answered.id,
        inspection_id: inspection.id,
        photo_code: d.photoCode,
        name: d.name,
        session_id: d.session,
        type: "QC",
        qa_data: JSON.stringify(d.qaData),
        inspector_data: JSON.stringify({ kind: "accepted", body: d.inspectorBody, answeredAt: null }),
        notes: JSON.stringify(
          (d.notes ?? []).map((note, k) => ({
            ...note,
            messAt: new Date(created.getTime() + (k + 1) * 600_000).toISOString(),
          })),
        ),
      });
      n += 1;
    }
    // Some demo tasks are VERIFYING: they wait for every trainer too.
    await repo.recountTotals(trx, [inspector.username, qa.username], { trainers: true });
  });
  return n;
}
