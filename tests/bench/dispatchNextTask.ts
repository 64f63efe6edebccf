/**
 * Next-task latency of the dispatch benchmark: 300 agents wait in the long-poll
 * (engine.dispatch.homework, the full task response built); a task is queued (insert committed, queue
 * event sent) once per round; the time until a homework call answers with it.
 */
import type { Db, Engine } from "../../src/server/db/connect.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import type { TaskEngine } from "../../src/server/services/taskEngine.ts";
import {
  complete,
  engineOn,
  type Figures,
  NEXT_TASK_ROUNDS,
  now,
  prepare,
  summarise,
} from "./dispatchSupport.ts";

type Claims = Parameters<TaskEngine["dispatch"]["homework"]>[0];

export async function nextTaskRun(db: Db, kind: Engine, label: string): Promise<Figures> {
  const { agents, inspectionId } = await prepare(db);
  const engine = await engineOn(db, kind);
  const tasks = new TasksRepository(db);
  const latencies: number[] = [];
  let queuedAt = 0;
  let stop = false;
  let answered: (() => void) | null = null;
  const started = now();
  const waiting = agents.map(async (userId) => {
    const claims = { sub: userId, username: "bench", role: "AGENT" } as Claims;
    while (!stop) {
      const res = await engine.dispatch.homework(claims);
      if (!res.task) continue;
      latencies.push(now() - queuedAt);
      await complete(db, res.task._id, userId);
      answered?.();
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  for (let round = 0; round < NEXT_TASK_ROUNDS; round++) {
    const got = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await tasks.insert(db, [
      { inspectionId, photoCode: "03", name: "odom", type: "INSPECT", priority: 0, leaseS: 600 },
    ]);
    queuedAt = now();
    engine.events.notifyQueued({ odom: 1 });
    await got;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (now() - started) / 1000;
  stop = true;
  engine.events.close();
  await Promise.all(waiting);
  await engine.close();
  return summarise(label, latencies, seconds);
}
