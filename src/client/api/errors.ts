import { TEXTS } from "../../domain/texts.ts";

/** Codes that end the session through the error modal (product §8). */
export const SESSION_ENDING_CODES = ["SESSION_EXPIRED", "KICK_AGENT", "SHIFT_EXPIRED"] as const;

export const isSessionEndingCode = (code: string | null): boolean =>
  code !== null && (SESSION_ENDING_CODES as readonly string[]).includes(code);

const asRecord = (body: unknown): Record<string, unknown> | null =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;

/** `body.message` when it is a non-empty string. */
export function readMessage(body: unknown): string | null {
  const message = asRecord(body)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

export function readCode(body: unknown): string | null {
  const code = asRecord(body)?.code;
  return typeof code === "string" && code !== "" ? code : null;
}

/** An error body of the API: `{success:false, code, message}` (product §8). */
function isErrorBody(record: Record<string, unknown>): boolean {
  return record.success === false || typeof record.code === "string";
}

/**
 * product §8: a string body is used as is; otherwise its message; an error body without a message
 * says '??????'; anything else 'There was a error while processing.'.
 */
export function deriveErrorMessage(body: unknown): string {
  if (typeof body === "string" && body !== "") return body;
  const message = readMessage(body);
  if (message) return message;
  const record = asRecord(body);
  if (record && isErrorBody(record)) return TEXTS.missingMessage;
  return TEXTS.genericError;
}
