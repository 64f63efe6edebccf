import { randomBytes } from "node:crypto";
import { parentPort } from "node:worker_threads";
import { hashPasswordSync, verifyPasswordSync } from "./scryptWork.ts";

/** A password-hash thread (hashPool.ts, which also sets its priority): one scrypt at a time, on this thread. */
export type HashRequest =
  | { kind: "hash"; password: string }
  /** `stored` null: no such user, checked against a dummy hash for the same work. */
  | { kind: "verify"; password: string; stored: string | null };
export type HashReply =
  | { id: number; hash: string }
  | { id: number; ok: boolean }
  | { id: number; error: string };

// Made before the first request is read, so even the first check of an unknown name costs one hash.
const dummy = hashPasswordSync(randomBytes(16).toString("hex"));
const port = parentPort;
port?.on("message", ({ id, request }: { id: number; request: HashRequest }) => {
  let reply: HashReply;
  try {
    if (request.kind === "hash") reply = { id, hash: hashPasswordSync(request.password) };
    else reply = { id, ok: verifyPasswordSync(request.password, request.stored ?? dummy) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
