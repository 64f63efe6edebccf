/**
 * The server side of the workspace benchmark (workspace.bench.ts): one server build on one embedded
 * database, started once per client under test (CLIENT_DIR differs, the data stays), and the odometer
 * tasks queued for the agent.
 */
import { type ChildProcess, spawn } from "node:child_process";
import sharp from "sharp";

export interface BenchServer {
  readonly base: string;
  stop(): Promise<void>;
}

/** Starts `src/server/main.ts` serving `clientDir`; the first start on an empty `dataDir` seeds the demo world. */
export async function startServer(dataDir: string, clientDir: string, port: number): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn("npx", ["tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT_MAX: "1000",
    },
    // Not inherited: a pipe held by the server would keep the caller's output open.
    stdio: "ignore",
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // The embedded database is single-process: the next start waits until this one has closed it.
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    await exited;
  };
  // Seeding the demo world renders its photos: minutes on a busy machine.
  for (let i = 0; i < 1200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error("server did not start");
}

async function json(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

export const login = async (base: string, username: string) =>
  (
    await json(base, "/api/users/login", {
      method: "POST",
      body: JSON.stringify({ login: username, password: "demo1234", url: "AGENT", role: "AGENT" }),
    })
  ).token as string;

/** Queues `n` odometer photos (a 1280×800 PNG each) ahead of the demo queue. */
export async function queueTasks(base: string, n: number): Promise<void> {
  const admin = await login(base, "admin1");
  for (let i = 0; i < n; i += 1) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800"><rect width="100%" height="100%" fill="#101010"/><text x="50%" y="55%" font-size="120" text-anchor="middle" fill="#7CFC00" font-family="DejaVu Sans Mono">${100000 + i} km</text></svg>`;
    const data = (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
    await json(base, "/api/inspections", {
      method: "POST",
      token: admin,
      body: JSON.stringify({
        sessionID: `BENCH${i.toString().padStart(4, "0")}`,
        priority: 100,
        options: { decode: "none" },
        photos: [{ photoCode: "03", data }],
      }),
    });
  }
}
