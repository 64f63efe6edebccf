import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { RetryLaterError } from "../errors.ts";
import { PasswordGuard, type PasswordLimits, SUSPECT_AFTER } from "./passwordGuard.ts";
import { hashPassword } from "./passwords.ts";

/** Nice values of this process's threads (Linux: the 19th field of each task's stat). */
function threadNices(): number[] {
  return readdirSync("/proc/self/task").map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

const limits = (hashNice: number): PasswordLimits => ({
  max: 100,
  perAddress: 100,
  perAccount: 100,
  windowMs: 60_000,
  hashConcurrency: 1,
  hashQueue: 8,
  hashNice,
});

// Routing is seen in the threads' priorities, not in timings: each test has a nice value of its own.
describe.runIf(process.platform === "linux")("PasswordGuard's suspect lane", { timeout: 120_000 }, () => {
  let stored: string;
  beforeAll(async () => {
    stored = await hashPassword("right");
  });

  it("hashes at the server's priority until an address has SUSPECT_AFTER attempts, then lower", async () => {
    const guard = new PasswordGuard(limits(7));
    for (let i = 0; i < SUSPECT_AFTER; i++)
      expect(await guard.check(`nobody${i}`, "10.0.0.1", "x", undefined)).toBe(false);
    expect(threadNices()).not.toContain(7);
    // The next one from that address, known user or not, right password or not.
    expect(await guard.check("agent", "10.0.0.1", "right", stored)).toBe(true);
    expect(threadNices()).toContain(7);
  });

  it("an account guessed from many addresses is suspect too", async () => {
    const guard = new PasswordGuard(limits(8));
    for (let i = 0; i < SUSPECT_AFTER; i++)
      expect(await guard.check("alice", `10.1.0.${i}`, "guess", stored)).toBe(false);
    expect(threadNices()).not.toContain(8);
    expect(await guard.check("Alice", "10.1.1.1", "guess", stored)).toBe(false);
    expect(threadNices()).toContain(8);
  });

  it("right passwords are taken back: a shift signing in from one address stays in the ordinary lane", async () => {
    const guard = new PasswordGuard(limits(9));
    for (let i = 0; i < SUSPECT_AFTER + 2; i++)
      expect(await guard.check(`user${i}`, "10.2.0.1", "right", stored)).toBe(true);
    expect(threadNices()).not.toContain(9);
  });

  it("with hashNice 0 there is no lane: suspect checks share the pool", async () => {
    const before = threadNices().length;
    const guard = new PasswordGuard(limits(0));
    for (let i = 0; i <= SUSPECT_AFTER; i++) await guard.check(`nobody${i}`, "10.3.0.1", "x", undefined);
    // One hash thread (and tsx's loader thread for it), not two.
    expect(threadNices().length - before).toBeLessThanOrEqual(2);
  });
});

describe("PasswordGuard.refuseIfLimited", { timeout: 60_000 }, () => {
  it("refuses, before any hashing or reading, what check would refuse; others pass", async () => {
    const guard = new PasswordGuard({ ...limits(0), max: 2 });
    expect(() => guard.refuseIfLimited("agent", "10.4.0.1")).not.toThrow();
    for (let i = 0; i < 2; i++) expect(await guard.check("agent", "10.4.0.1", "x", undefined)).toBe(false);
    let refusal: unknown;
    try {
      guard.refuseIfLimited(" Agent ", "10.4.0.1");
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(RetryLaterError);
    expect(refusal).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect((refusal as RetryLaterError).retryAfterSeconds).toBeGreaterThan(0);
    expect(() => guard.refuseIfLimited("agent", "10.4.0.2")).not.toThrow();
    await expect(guard.check("agent", "10.4.0.1", "x", undefined)).rejects.toMatchObject({ statusCode: 429 });
  });
});
