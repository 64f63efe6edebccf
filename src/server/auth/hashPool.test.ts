import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { HashPool, PoolFullError } from "./hashPool.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** Nice values of this process's threads (Linux: the 19th field of each task's stat). */
function threadNices(): number[] {
  return readdirSync("/proc/self/task").map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

// Generous: scrypt takes ~100 ms alone, seconds on a machine busy with other work.
describe("HashPool", { timeout: 60_000 }, () => {
  it("hashes and verifies on its threads, in passwords.ts's format", async () => {
    const pool = new HashPool(1, 4);
    const made = await pool.hash("s3cret");
    expect(await verifyPassword("s3cret", made)).toBe(true);
    const stored = await hashPassword("s3cret");
    expect(await pool.verify("s3cret", stored)).toBe(true);
    expect(await pool.verify("nope", stored)).toBe(false);
    // No such user: the dummy's work, and never a match.
    expect(await pool.verify("s3cret", undefined)).toBe(false);
    expect(pool.busy).toEqual({ running: 0, waiting: 0 });
  });

  it.runIf(process.platform === "linux")("runs the hashing at a lower priority than the server", async () => {
    const pool = new HashPool(1, 4, { nice: 7 });
    await pool.verify("x", undefined);
    // The hash thread, and the loader thread tsx starts from it, which inherits its priority.
    expect(threadNices().filter((n) => n === 7).length).toBeGreaterThanOrEqual(1);
    expect(threadNices()[0]).toBe(0);
  });

  it("refuses at once past `concurrency` running and `queue` waiting; the slot passes on", async () => {
    const pool = new HashPool(1, 1);
    const running = pool.verify("a", undefined);
    const waiting = pool.verify("b", undefined);
    expect(pool.busy).toEqual({ running: 1, waiting: 1 });
    await expect(pool.verify("c", undefined)).rejects.toBeInstanceOf(PoolFullError);
    expect(await Promise.all([running, waiting])).toEqual([false, false]);
    expect(pool.busy).toEqual({ running: 0, waiting: 0 });
  });

  it("runs no more threads than cores: a larger concurrency waits in line instead", () => {
    const pool = new HashPool(availableParallelism() + 3, 2);
    expect(pool.concurrency).toBe(availableParallelism());
    expect(pool.queue).toBe(5);
  });

  it("without threads hashes on libuv's pool, bounded the same", async () => {
    const pool = new HashPool(1, 0, { threads: false });
    const stored = await hashPassword("pw");
    const first = pool.verify("pw", stored);
    await expect(pool.verify("pw", stored)).rejects.toBeInstanceOf(PoolFullError);
    expect(await first).toBe(true);
    expect(await pool.verify("pw", undefined)).toBe(false);
  });
});
