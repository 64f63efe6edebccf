import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { performance } from "node:perf_hooks";
import { type ResolvedAddress, type Resolver, resolveTarget, TargetRefused } from "./target.ts";

/** How a delivery request is made (config.webhooks; tests shorten the timeout). */
export interface SendPolicy {
  /** The whole exchange, connect to the last byte read, in ms. */
  timeoutMs: number;
  /** Response bytes read at most; the rest is never read (the connection is closed). */
  maxResponseBytes: number;
  /** WEBHOOK_ALLOW_PRIVATE: private, loopback and link-local targets allowed (tests, closed networks). */
  allowPrivate: boolean;
  resolve?: Resolver;
}

export interface SendResult {
  /** The response's status; null when none came (refused target, connection error, timeout). */
  statusCode: number | null;
  /** Until the response's status line arrived, or until the try failed. */
  latencyMs: number;
  error: string | null;
  /** The start of the response body, as text. */
  excerpt: string;
}

/** A lookup that answers the address already checked, so the connection goes where the check looked. */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

/**
 * One POST of a webhook: the target resolved and checked first (resolveTarget), the connection pinned to
 * a checked address, no redirect followed (a 3xx is an answer, not a success), one timeout for the whole
 * exchange, at most `maxResponseBytes` of the body read. Never throws: every failure is a result.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: SendPolicy,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveTarget(url, policy.allowPrivate, policy.resolve, policy.timeoutMs);
  } catch (err) {
    const error = err instanceof TargetRefused ? err.message : String(err);
    return { statusCode: null, latencyMs: elapsed(), error, excerpt: "" };
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let statusCode: number | null = null;
    let latencyMs = 0;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const excerpt = Buffer.concat(chunks).toString("utf8").replaceAll("\u0000", "");
      resolve({ statusCode, latencyMs: statusCode === null ? elapsed() : latencyMs, error, excerpt });
      request.destroy();
    };
    const request = client.request(url, {
      method: "POST",
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      // A connection of its own per try: a pooled socket would skip the lookup, and with it the check.
      agent: false,
      lookup: pinnedLookup(addresses[0] as ResolvedAddress),
    });
    const timer = setTimeout(() => finish(`timed out after ${policy.timeoutMs} ms`), policy.timeoutMs);
    request.on("error", (err) => finish(err.message));
    request.on("response", (res) => {
      statusCode = res.statusCode ?? null;
      latencyMs = elapsed();
      const redirect = statusCode !== null && statusCode >= 300 && statusCode < 400;
      const outcome = () => (redirect ? `redirect to ${res.headers.location ?? "?"} not followed` : null);
      res.on("data", (chunk: Buffer) => {
        const room = policy.maxResponseBytes - size;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        size += chunk.length;
        if (size >= policy.maxResponseBytes) finish(outcome());
      });
      res.on("end", () => finish(outcome()));
      res.on("error", (err) => finish(err.message));
    });
    request.end(body);
  });
}
