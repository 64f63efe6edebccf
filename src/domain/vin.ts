/**
 * VIN rule (product §5 "VIN", §9) and test-mode detection (product §4, §9).
 * The client uses these to guide the agent; the server uses the same functions to refuse a payload.
 */
import { TEXTS } from "./texts.ts";

export const VIN_LENGTH = 17;

/** `decode` of the inspection options (product §3). Values other than these three are possible. */
export type DecodeOption = "kbb_us" | "vms" | "none" | (string & {});

export interface VinContext {
  /** inspection.options.decode */
  decode?: DecodeOption | null;
  /** inspection.options.usecase; `holman` skips the check */
  usecase?: string | null;
}

export type VinCheck = { ok: true } | { ok: false; message: typeof TEXTS.vinInvalid };

export const isHolman = (usecase: string | null | undefined): boolean => usecase === "holman";

/**
 * Normalises what the agent types: upper-cased, white space dropped (a VIN never holds spaces),
 * capped at 17 characters unless decode is `none` (then there is no length cap).
 */
export const normaliseVin = (raw: string, ctx: VinContext = {}): string => {
  const upper = raw.replace(/\s+/g, "").toUpperCase();
  return ctx.decode === "none" ? upper : upper.slice(0, VIN_LENGTH);
};

/**
 * product §5: invalid when non-empty and
 * - the length is not 17 (not checked when decode is `none`: it has no length cap), or
 * - it contains O or I, or
 * - it contains Q, unless decode is `none`.
 * holman usecase skips the check. An empty VIN passes: whether it is required is another rule.
 *
 * Our decision where the spec is silent: when a VIN is decoded (decode is not `none`) only the
 * letters and digits a VIN can hold are accepted, so the server never stores punctuation as a VIN.
 * The value is checked as given (upper-cased), so an 18-character payload is refused, not truncated.
 */
export const checkVin = (vin: string, ctx: VinContext = {}): VinCheck => {
  if (isHolman(ctx.usecase)) return { ok: true };
  const value = vin.toUpperCase();
  if (value.length === 0) return { ok: true };
  const decodeNone = ctx.decode === "none";
  const invalid =
    (!decodeNone && value.length !== VIN_LENGTH) ||
    /[OI]/.test(value) ||
    (!decodeNone && value.includes("Q")) ||
    (!decodeNone && !/^[A-Z0-9]+$/.test(value));
  return invalid ? { ok: false, message: TEXTS.vinInvalid } : { ok: true };
};

export const isVinValid = (vin: string, ctx: VinContext = {}): boolean => checkVin(vin, ctx).ok;

/**
 * The 9 test VINs (product §4/§9 says 9 are listed but does not reproduce them).
 * These are OURS: 17 characters, no I/O/Q, a recognisable `TEST` run so nobody mistakes them for a
 * real vehicle. A task on one of them runs in test mode.
 */
export const TEST_VINS: readonly string[] = [
  "1TESTVN0000000001",
  "1TESTVN0000000002",
  "1TESTVN0000000003",
  "2TESTVN0000000004",
  "2TESTVN0000000005",
  "3TESTVN0000000006",
  "3TESTVN0000000007",
  "5TESTVN0000000008",
  "5TESTVN0000000009",
];

/** Test mode: the session id starts with `T`, or the VIN is one of the test VINs (product §4). */
export const isTestSession = (sessionId: string | null | undefined, vin?: string | null): boolean => {
  if (sessionId?.startsWith("T")) return true;
  if (!vin) return false;
  return TEST_VINS.includes(vin.trim().toUpperCase());
};
