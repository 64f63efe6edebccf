import { describe, expect, it } from "vitest";
import { uuidArrayParam } from "./claims.ts";

describe("uuidArrayParam", () => {
  it("writes PostgreSQL's binary uuid[]: header, then each id as 16 bytes", () => {
    const ids = ["0a3c15b0-5a68-46c6-8c6a-5ec2ea57bf87", "FFFFFFFF-0000-4000-8000-000000000001"];
    const b = uuidArrayParam(ids);
    expect(b.length).toBe(20 + 2 * 20);
    expect([0, 4, 8, 12, 16].map((at) => b.readInt32BE(at))).toEqual([1, 0, 2950, 2, 1]);
    expect(b.readInt32BE(20)).toBe(16);
    expect(b.subarray(24, 40).toString("hex")).toBe("0a3c15b05a6846c68c6a5ec2ea57bf87");
    expect(b.readInt32BE(40)).toBe(16);
    expect(b.subarray(44, 60).toString("hex")).toBe("ffffffff000040008000000000000001");
  });

  it("refuses anything but a uuid instead of sending other bytes", () => {
    expect(() => uuidArrayParam(["0a3c15b0-5a68-46c6-8c6a-5ec2ea57bf8"])).toThrow(/not a uuid/);
    expect(() => uuidArrayParam(["0a3c15b0-5a68-46c6-8c6a-5ec2ea57bfzz"])).toThrow(/not a uuid/);
    expect(uuidArrayParam([]).readInt32BE(12)).toBe(0);
  });
});
