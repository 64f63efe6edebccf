import { describe, expect, it, vi } from "vitest";
import { retryOnDeadlock } from "./retryOnDeadlock.ts";

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("retryOnDeadlock", () => {
  it("runs a transaction that lost to the deadlock detector again", async () => {
    const run = vi.fn().mockRejectedValueOnce(deadlock()).mockResolvedValueOnce(7);
    expect(await retryOnDeadlock(run)).toBe(7);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("gives up after its tries, and never retries other errors", async () => {
    const always = vi.fn().mockRejectedValue(deadlock());
    await expect(retryOnDeadlock(always, 3)).rejects.toMatchObject({ code: "40P01" });
    expect(always).toHaveBeenCalledTimes(3);
    const other = vi.fn().mockRejectedValue(Object.assign(new Error("unique"), { code: "23505" }));
    await expect(retryOnDeadlock(other)).rejects.toMatchObject({ code: "23505" });
    expect(other).toHaveBeenCalledTimes(1);
  });
});
