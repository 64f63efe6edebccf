import { randomBytes } from "node:crypto";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { hashPasswordSync, verifyPasswordSync } from "./scryptWork.ts";

/** A password-hash thread (hashPool.ts): one scrypt at a time, on this thread. */
export type HashRequest =
  | { kind: "hash"; password: string }
  /** `stored` null: no such user, checked against a dummy hash for the same work. */
  | { kind: "verify"; password: string; stored: string | null };
export type HashReply =
  | { id: number; hash: string }
  | { id: number; ok: boolean }
  | { id: number; error: string };

const { nice } = workerData as { nice: number };
// On Linux the nice value belongs to the calling thread, so this lowers the hashing alone: request
// handling and photo reads get the cores first. Elsewhere it would lower the whole server: left alone.
if (process.platform === "linux" && nice > 0) {
  try {
    setPriority(nice);
  } catch {
    // Not allowed here (a sandbox): hashing runs at the server's priority, still bounded by the pool.
  }
}

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
