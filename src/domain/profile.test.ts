import { describe, expect, it } from "vitest";
import { isValidEmail, isValidTimezone, validateProfileChange } from "./profile.ts";
import { TEXTS } from "./texts.ts";

describe("validateProfileChange", () => {
  it("accepts an empty change and valid fields", () => {
    expect(validateProfileChange({})).toEqual({});
    expect(
      validateProfileChange({
        email: "a@b.co",
        sex: "Female",
        timezone: "Europe/Paris",
        oldPassword: "x",
        newPassword: "12345678",
      }),
    ).toEqual({});
  });
  it("refuses a malformed email", () => {
    expect(validateProfileChange({ email: "nope" }).email).toBe(TEXTS.emailInvalid);
    expect(isValidEmail("a b@c.d")).toBe(false);
  });
  it("refuses an unknown sex and timezone", () => {
    expect(validateProfileChange({ sex: "Robot" }).sex).toBeDefined();
    expect(validateProfileChange({ timezone: "Mars/Olympus" }).timezone).toBe(TEXTS.timezoneInvalid);
    expect(isValidTimezone("Asia/Ho_Chi_Minh")).toBe(true);
    expect(isValidTimezone("")).toBe(false);
  });
  it("needs 8 characters and the old password for a new password", () => {
    expect(validateProfileChange({ oldPassword: "x", newPassword: "1234567" }).newPassword).toBe(
      TEXTS.passwordTooShort,
    );
    expect(validateProfileChange({ newPassword: "12345678" }).oldPassword).toBe(TEXTS.wrongOldPassword);
  });
});
