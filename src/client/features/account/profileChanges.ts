import type { ChangeProfileBody, User } from "../../../contract/users.ts";
import { isSex } from "../../../domain/profile.ts";

export interface ProfileFormValues {
  email: string;
  sex: string;
  timezone: string;
  oldPassword: string;
  newPassword: string;
}

export type ProfileSource = Pick<User, "email" | "sex" | "options">;

export const initialProfileValues = (user: ProfileSource): ProfileFormValues => ({
  email: user.email,
  sex: user.sex,
  timezone: user.options.timezone,
  oldPassword: "",
  newPassword: "",
});

/** Only the fields that differ from the user (the old password only with a new one). */
export function profileChanges(user: ProfileSource, values: ProfileFormValues): ChangeProfileBody {
  const body: ChangeProfileBody = {};
  const email = values.email.trim();
  if (email !== user.email) body.email = email;
  if (values.sex !== user.sex && isSex(values.sex)) body.sex = values.sex;
  if (values.timezone !== user.options.timezone) body.timezone = values.timezone;
  if (values.newPassword) {
    body.newPassword = values.newPassword;
    body.oldPassword = values.oldPassword;
  }
  return body;
}

/** IANA names the browser knows, with the current one kept even when the list lacks it. */
export function timezoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const all = new Set(zones);
  all.add("UTC");
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}
