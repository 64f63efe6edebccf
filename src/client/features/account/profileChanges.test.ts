// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { makeUser } from "../../testing/fixtures.ts";
import { initialProfileValues, profileChanges, timezoneOptions } from "./profileChanges.ts";

describe("profile changes", () => {
  const user = makeUser();

  it("is empty when nothing changed", () => {
    expect(profileChanges(user, initialProfileValues(user))).toEqual({});
  });

  it("holds only the changed fields", () => {
    const values = { ...initialProfileValues(user), email: " new@example.com ", timezone: "Europe/Paris" };
    expect(profileChanges(user, values)).toEqual({ email: "new@example.com", timezone: "Europe/Paris" });
  });

  it("sends the old password only with a new one", () => {
    const onlyOld = { ...initialProfileValues(user), oldPassword: "x" };
    expect(profileChanges(user, onlyOld)).toEqual({});
    const both = { ...onlyOld, newPassword: "longenough" };
    expect(profileChanges(user, both)).toEqual({ oldPassword: "x", newPassword: "longenough" });
  });

  it("offers IANA timezones including the current one", () => {
    // ICU may list Ho Chi Minh as Asia/Saigon only: the user's own zone is always kept.
    const zones = timezoneOptions("Mars/Olympus");
    expect(zones).toContain("Europe/Paris");
    expect(timezoneOptions("Asia/Ho_Chi_Minh")).toContain("Asia/Ho_Chi_Minh");
    expect(zones).toContain("Mars/Olympus");
    expect(zones).toContain("UTC");
  });
});
