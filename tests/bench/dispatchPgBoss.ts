/** The dispatch benchmark's baseline: the same workload through pg-boss 10 on the same PostgreSQL. */
import PgBoss from "pg-boss";
import { AGENTS, assertOnce, BURSTS, type Figures, now, summarise, TASKS } from "./dispatchSupport.ts";

/** Fetch one job (timed), complete it: bursts of 300 simultaneous fetches, then the closed-loop drain. */
export async function pgBossRun(url: string): Promise<{ burst: Figures; drain: Figures }> {
  const boss = new PgBoss({
    connectionString: url,
    max: 10,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on("error", () => {});
  await boss.start();
  const insert = async (n: number) => {
    for (let i = 0; i < n; i += 1000) {
      await boss.insert(
        Array.from({ length: Math.min(1000, n - i) }, (_, k) => ({ name: "odom", data: { n: i + k } })),
      );
    }
  };
  const fetchOne = async (latencies: number[]) => {
    const t0 = now();
    const [job] = await boss.fetch<{ n: number }>("odom");
    latencies.push(now() - t0);
    return job?.id;
  };
  try {
    await boss.createQueue("odom");
    const burstLatencies: number[] = [];
    let burstSeconds = 0;
    // One untimed warm-up burst first, as for the server's claims (dispatchClaims.ts).
    for (let round = -1; round < BURSTS; round++) {
      await insert(AGENTS);
      const started = now();
      const timed: number[] = [];
      const ids = await Promise.all(Array.from({ length: AGENTS }, () => fetchOne(timed)));
      if (round >= 0) {
        burstLatencies.push(...timed);
        burstSeconds += (now() - started) / 1000;
      }
      const claimed = ids.filter((id): id is string => Boolean(id));
      assertOnce(claimed, AGENTS, `pg-boss burst ${round}`);
      await boss.complete("odom", claimed);
    }
    await insert(TASKS);
    const latencies: number[] = [];
    const claimed: string[] = [];
    const started = now();
    await Promise.all(
      Array.from({ length: AGENTS }, async () => {
        for (;;) {
          const id = await fetchOne(latencies);
          if (!id) return;
          claimed.push(id);
          await boss.complete("odom", id);
        }
      }),
    );
    const seconds = (now() - started) / 1000;
    assertOnce(claimed, TASKS, "pg-boss");
    const label = "PostgreSQL pg-boss 10";
    return {
      burst: summarise(label, burstLatencies, burstSeconds),
      drain: summarise(label, latencies.sort((a, b) => a - b).slice(0, TASKS), seconds),
    };
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
