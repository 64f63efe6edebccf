import { describe, expect, it } from "vitest";
import { labelButtonState } from "./labelButton.ts";

const me = { _id: "me", role: "AGENT" as const };
const admin = { _id: "me", role: "ADMIN" as const };
const owned = (id: string, labelStatus: string | null) => ({
  labelBy: { _id: id, username: id },
  labelStatus,
});
const free = { labelBy: null, labelStatus: null };

describe("label button of a slot (spec §4, §6)", () => {
  it.each([
    ["free, not ACTIVE", "DRAFT", free, me, { visible: true, style: "light", spinner: false }],
    [
      "mine in progress",
      "DRAFT",
      owned("me", "IN-PROGRESS"),
      me,
      { visible: true, style: "light", spinner: true },
    ],
    [
      "other's in progress",
      "DRAFT",
      owned("x", "IN-PROGRESS"),
      me,
      { visible: false, style: "light", spinner: true },
    ],
    [
      "other's DONE: free again",
      "DRAFT",
      owned("x", "DONE"),
      admin,
      { visible: true, style: "warning", spinner: false },
    ],
    [
      "ACTIVE always shows",
      "ACTIVE",
      owned("x", "IN-PROGRESS"),
      admin,
      { visible: true, style: "warning", spinner: true },
    ],
  ] as const)("%s", (_name, status, detail, user, expected) => {
    expect(labelButtonState(status, detail, user)).toEqual(expected);
  });
});
