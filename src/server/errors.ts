import type { ErrorBody } from "../contract/call.ts";
import { TEXTS } from "../domain/texts.ts";

/** What an error body may carry beyond success, code, message and status (contract ErrorBody). */
export type ErrorDetails = Omit<ErrorBody, "success" | "code" | "message" | "status">;

/** An error the API answers as `{success:false, code, message}` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The resource's current status, when a 409 reports it (e.g. an illegal cage move). */
    readonly status?: string,
    /** What the caller needs to act on the refusal (e.g. both vehicles of a VEHICLE_MISMATCH). */
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

/** An answer that asks the caller to come back later (429, 503): it carries `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message);
  }
}

export const badRequest = (message: string, code = "VALIDATION") => new AppError(400, code, message);
export const unauthorized = (code = "UNAUTHORIZED", message: string = TEXTS.unauthorized) =>
  new AppError(401, code, message);
export const forbidden = (message: string = TEXTS.forbidden) => new AppError(403, "FORBIDDEN", message);
export const notFound = (message: string = TEXTS.notFound) => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, code = "CONFLICT", details?: ErrorDetails) =>
  new AppError(409, code, message, undefined, details);
