import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { hashPasswordSync, verifyPasswordSync } from "./scryptWork.ts";

/** The hash threads' scrypt and passwords.ts's must read each other's hashes and make the same kind. */
describe("scryptWork", { timeout: 60_000 }, () => {
  it("matches passwords.ts both ways, with the same parameters", async () => {
    const onThread = hashPasswordSync("correct horse");
    const onPool = await hashPassword("correct horse");
    const params = (stored: string) => stored.split("$").slice(0, 4).join("$");
    expect(params(onThread)).toBe(params(onPool));
    expect(await verifyPassword("correct horse", onThread)).toBe(true);
    expect(verifyPasswordSync("correct horse", onPool)).toBe(true);
    expect(verifyPasswordSync("wrong horse", onPool)).toBe(false);
  });

  it("refuses a stored value of another scheme without hashing", () => {
    expect(verifyPasswordSync("x", "bcrypt$whatever")).toBe(false);
    expect(verifyPasswordSync("x", "")).toBe(false);
  });
});
