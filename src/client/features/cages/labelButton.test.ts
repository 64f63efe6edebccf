import { describe, expect, it } from "vitest";
import { labelButtonState } from "./labelButton.ts";

const me = { _id: "me", role: "AGENT" as const };
const admin = { _id: "me", role: "ADMIN" as const };
const qa = { _id: "me", role: "QA" as const };
const NOW = Date.parse("2025-03-01T12:00:00Z");
const clock = { now: NOW, idleMinutes: 30 };
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();
const owned = (id: string, labelStatus: string | null, labelAt = minutesAgo(1)) => ({
  labelBy: { _id: id, username: id },
  labelStatus,
  labelAt,
});
const free = { labelBy: null, labelStatus: null, labelAt: null };

describe("label button of a slot (product §4, §6; lapsing locks, issue 20)", () => {
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
      "other's in progress, for QA (no takeover)",
      "DRAFT",
      owned("x", "IN-PROGRESS"),
      qa,
      { visible: false, style: "warning", spinner: true },
    ],
    [
      "other's in progress, for ADMIN (may take it over)",
      "DRAFT",
      owned("x", "IN-PROGRESS"),
      admin,
      { visible: true, style: "warning", spinner: true },
    ],
    [
      "other's idle for 30 minutes: lapsed",
      "DRAFT",
      owned("x", "IN-PROGRESS", minutesAgo(30)),
      me,
      { visible: true, style: "light", spinner: true },
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
    expect(labelButtonState(status, detail, user, clock)).toEqual(expected);
  });
});
