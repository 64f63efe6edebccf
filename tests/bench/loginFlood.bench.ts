/**
 * A failed-login flood against an agent's photo loads (issue 20): one address sends 300 logins for
 * made-up usernames while an agent loads the photos of the task it holds; the agent's photo latency
 * during the flood is printed beside the same agent's with no flood, in one run, on one server (the
 * embedded database, demo data). Target: p95 during the flood ≤ 3× the quiet p95.
 *   npx tsx tests/bench/loginFlood.bench.ts
 * LOGIN_FLOOD_UNGUARDED=1 adds a second server with the limits and the hash pool opened wide (the
 * previous behaviour: every attempt hashed, as many at once as libuv's threads allow) for comparison.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../scaleout/support/cluster.ts";
import { pct } from "./loadRecorder.ts";

const FLOOD = 300;
const FLOOD_CONCURRENCY = 30;
const LOADS = 300;

async function login(base: string, username: string, password = "demo1234"): Promise<Response> {
  return fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: username, password, url: "AGENT", role: "AGENT" }),
  });
}

/** Every `/api/photos/…` address in a JSON answer. */
function photoUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string" && value.startsWith("/api/photos/")) out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) photoUrls(v, out);
  return out;
}

/** An agent holding a task, and the addresses of its photos. */
async function agentWithPhotos(base: string): Promise<{ token: string; urls: string[] }> {
  const { token } = (await (await login(base, "agent2")).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  await fetch(`${base}/api/users/updateAction`, {
    method: "PUT",
    headers: auth,
    body: '{"status":"Waiting"}',
  });
  const task = await (await fetch(`${base}/api/tasks/random/homework`, { headers: auth })).json();
  const urls = [...new Set(photoUrls(task))];
  if (urls.length === 0)
    throw new Error(`no photo in the agent's task: ${JSON.stringify(task).slice(0, 300)}`);
  return { token, urls };
}

/** `LOADS` photo loads one after another, as a person paging through a task; each one's ms. */
async function loadPhotos(base: string, agent: { token: string; urls: string[] }): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < LOADS; i++) {
    const url = agent.urls[i % agent.urls.length] ?? "";
    const t0 = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${agent.token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`photo ${url}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

/** 300 wrong logins for made-up names from this address, 30 in flight; the answers' statuses. */
async function flood(base: string): Promise<Map<number, number>> {
  const codes = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < FLOOD) {
      const i = next++;
      const res = await login(base, `made-up-${i}-${Math.random().toString(36).slice(2)}`, "wrong-password");
      await res.arrayBuffer();
      codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker));
  return codes;
}

const line = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${label.padEnd(26)} p50 ${pct(sorted, 50).toFixed(1).padStart(7)} ms   p95 ${pct(sorted, 95).toFixed(1).padStart(7)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)} ms`;
};

async function measure(name: string, port: number, env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "login-flood-"));
  const server = await startServer(port, { DATA_DIR: dataDir, SEED: "demo", LOG_LEVEL: "warn", ...env });
  try {
    const agent = await agentWithPhotos(server.url);
    await loadPhotos(server.url, agent); // warm: the photo cache, the routes' first calls
    const quiet = await loadPhotos(server.url, agent);
    const during = loadPhotos(server.url, agent);
    const floodStart = performance.now();
    const codes = await flood(server.url);
    const floodMs = performance.now() - floodStart;
    const loud = await during;
    const loginStart = performance.now();
    const real = await login(server.url, "qa1");
    const realMs = performance.now() - loginStart;
    const q95 = pct(
      [...quiet].sort((a, b) => a - b),
      95,
    );
    const l95 = pct(
      [...loud].sort((a, b) => a - b),
      95,
    );
    return [
      `${name}:`,
      `  ${line("quiet (no flood)", quiet)}`,
      `  ${line("during the flood", loud)}`,
      `  p95 during / quiet: ${(l95 / q95).toFixed(2)}× (target ≤ 3×: ${l95 <= 3 * q95 ? "met" : "NOT met"})`,
      `  flood: ${FLOOD} logins in ${(floodMs / 1000).toFixed(1)} s, answers ${[...codes].map(([c, n]) => `${c}×${n}`).join(", ")}`,
      `  a real login right after: ${real.status} in ${realMs.toFixed(0)} ms`,
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runLoginFloodBench(): Promise<string> {
  const out = [
    `Login flood (${FLOOD} wrong logins from one address, ${FLOOD_CONCURRENCY} in flight) against ${LOADS} photo loads of an agent`,
  ];
  // The scale-out helper opens the per-account limit wide for its own tests; the bench keeps the defaults.
  out.push(...(await measure("guarded (defaults)", 8391, { LOGIN_RATE_LIMIT_MAX: "10" })));
  if (process.env.LOGIN_FLOOD_UNGUARDED === "1")
    out.push(
      ...(await measure("unguarded (limits and pool opened wide)", 8392, {
        LOGIN_RATE_LIMIT_MAX: "100000",
        LOGIN_RATE_LIMIT_ADDRESS_MAX: "100000",
        LOGIN_RATE_LIMIT_ACCOUNT_MAX: "100000",
        PASSWORD_HASH_CONCURRENCY: "64",
        PASSWORD_HASH_QUEUE: "100000",
      })),
    );
  return out.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runLoginFloodBench());
