import { SEXES, type Sex } from "./roles.ts";
import { TEXTS } from "./texts.ts";

export const MIN_PASSWORD_LENGTH = 8;

export interface ProfileInput {
  email?: string | undefined;
  sex?: string | undefined;
  timezone?: string | undefined;
  oldPassword?: string | undefined;
  newPassword?: string | undefined;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string): boolean => email.length <= 254 && EMAIL.test(email);

/** A timezone is valid when the platform's Intl knows it (same on the server and in the browser). */
export function isValidTimezone(tz: string): boolean {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Field -> message for a change-profile request; empty when it may be applied. */
export function validateProfileChange(input: ProfileInput): ProfileErrors {
  const errors: ProfileErrors = {};
  if (input.email !== undefined && !isValidEmail(input.email)) errors.email = TEXTS.emailInvalid;
  if (input.sex !== undefined && !(SEXES as readonly string[]).includes(input.sex))
    errors.sex = TEXTS.requiredField;
  if (input.timezone !== undefined && !isValidTimezone(input.timezone))
    errors.timezone = TEXTS.timezoneInvalid;
  if (input.newPassword !== undefined) {
    if (input.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = TEXTS.passwordTooShort;
    if (!input.oldPassword) errors.oldPassword = TEXTS.wrongOldPassword;
  }
  return errors;
}

export const isSex = (v: string): v is Sex => (SEXES as readonly string[]).includes(v);
