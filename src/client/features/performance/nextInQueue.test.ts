import { describe, expect, it } from "vitest";
import { nextInQueue, queueQuery } from "./nextInQueue.ts";

describe("nextInQueue", () => {
  it("skips the settled task and counts what is left", () => {
    expect(nextInQueue({ data: [{ _id: "a" }, { _id: "b" }], total: 4 }, "a")).toEqual({ id: "b", left: 3 });
    expect(nextInQueue({ data: [{ _id: "b" }], total: 2 }, "a")).toEqual({ id: "b", left: 2 });
  });
  it("is null when nothing else waits", () => {
    expect(nextInQueue({ data: [{ _id: "a" }], total: 1 }, "a")).toBeNull();
    expect(nextInQueue({ data: [], total: 0 }, "a")).toBeNull();
  });
  it("asks for the user's queue", () => {
    expect(queueQuery("UTC")).toMatchObject({ queue: "mine", page: 1 });
  });
});
