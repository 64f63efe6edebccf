import { type ChildProcess, spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TokenService } from "../../../src/server/auth/tokens.ts";
import type { Db } from "../../../src/server/db/connect.ts";
import { SessionsRepository } from "../../../src/server/repositories/sessions.ts";
import { createPgDatabase as createScratchDatabase } from "../../support/postgres.ts";

/** Server processes, PostgreSQL databases and nginx for the scale-out and fault tests (issue 8). */
export const TEST_SECRET = "scaleout-test-secret-0123456789abcdef0123";
export const ROOT = join(import.meta.dirname, "..", "..", "..");
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;

/** A fresh PostgreSQL database; `drop()` removes it. */
export async function createPgDatabase(prefix = "so"): Promise<{ url: string; drop(): Promise<void> }> {
  if (!PG_ADMIN_URL) throw new Error("TEST_DATABASE_URL is not set");
  return createScratchDatabase(PG_ADMIN_URL, prefix);
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (structured logs), for failure messages and log checks. */
  output(): string;
  /** Resolves once the output matches: a log line can reach the pipe after the response it belongs to. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `src/server/main.ts` as its own process and waits until /api/health answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  opts: {
    /** Extra node flags, e.g. --cpu-prof (not allowed in NODE_OPTIONS). */
    nodeArgs?: string[];
    /**
     * Write the output to this file instead of a pipe to this process (a load run: a busy reader of
     * the pipe would throttle the server's synchronous log writes); `output()` reads the file.
     */
    logFile?: string;
  } = {},
): Promise<ServerProcess> {
  // A leftover server on the port would answer the health check in the new one's place.
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use`);
  // `node --import tsx`, not the tsx wrapper: signals must reach the server itself.
  const logFd = opts.logFile ? openSync(opts.logFile, "a") : undefined;
  const child = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), "--import", "tsx", join(ROOT, "src", "server", "main.ts")],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOST: "127.0.0.1",
        PORT: String(port),
        CLIENT_DIR: "/nonexistent",
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: "info",
        LOGIN_RATE_LIMIT_MAX: "100000",
        // As the README's proxy set-up: nginx on loopback is the one proxy whose headers count.
        TRUST_PROXY: "127.0.0.1",
        ...env,
      },
      stdio: ["ignore", logFd ?? "pipe", logFd ?? "pipe"],
    },
  );
  if (logFd !== undefined) closeSync(logFd);
  // The recent output only: a load run logs every request, and the tests read lines just written.
  let out = "";
  const keep = (d: Buffer) => {
    out += d;
    if (out.length > 2_000_000) out = out.slice(-1_000_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    port,
    url,
    child,
    output: () => (opts.logFile ? readFileSync(opts.logFile, "utf8") : out),
    waitForOutput: async (pattern, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(proc.output()) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25));
      return proc.output();
    },
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  await waitHealthy(url, () => proc.output(), exited);
  return proc;
}

async function waitHealthy(url: string, output: () => string, exited: Promise<unknown>): Promise<void> {
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (dead) throw new Error(`server exited during start:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy:\n${output()}`);
}

/** Debian's nginx as a round-robin reverse proxy in front of the given ports, on its own prefix. */
export async function startNginx(
  port: number,
  upstreams: number[],
): Promise<{ url: string; stop(): Promise<void> }> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install nginx)");
  const prefix = mkdtempSync(join(tmpdir(), "nginx-so-"));
  mkdirSync(join(prefix, "logs"));
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 64m;
  upstream app { ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(" ")} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 60s;
      proxy_next_upstream off;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, () => "nginx", exited);
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: answers of many calls, read field by field in tests.
type Json = any;

/** JSON over fetch, with the bearer token when given. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let json: Json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** Waiting agents (odom and vin skills) with live sessions, made straight in the database. */
export async function agentTokens(
  db: Db,
  count: number,
  prefix: string,
  role: "AGENT" | "QA" | "ADMIN" = "AGENT",
): Promise<string[]> {
  const users = await db
    .insertInto("users")
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}${i}`,
        password_hash: "unused",
        role,
        sex: "Other",
        email: "",
        skills: JSON.stringify(["odom", "vin"]),
        timezone: "Asia/Ho_Chi_Minh",
        status: "Waiting",
      })),
    )
    .returning(["id", "username"])
    .execute();
  const issuer = new TokenService(TEST_SECRET, 3600);
  const sessions = new SessionsRepository(db);
  const tokens: string[] = [];
  for (const u of users) {
    const { token, claims } = await issuer.issue({ id: u.id, username: u.username, role });
    await sessions.create({
      jti: claims.jti,
      userId: u.id,
      role,
      expiresAt: new Date(claims.exp * 1000),
      loginUrl: null,
      loginRole: null,
      ip: null,
      userAgent: null,
    });
    tokens.push(token);
  }
  return tokens;
}

let sessionNo = 0;
/** Queues one inspection (odometer photo by default) through the ingestion call. */
export function ingest(base: string, token: string, codes = ["03"]) {
  const sessionID = `F${Date.now().toString(36)}${sessionNo++}`;
  return call(base, "POST", "/api/inspections", token, {
    sessionID,
    options: { decode: "none", damage_mode: "split" },
    photos: codes.map((photoCode) => ({
      photoCode,
      url: `https://photos.example.com/${sessionID}/${photoCode}.jpg`,
      width: 1000,
      height: 500,
    })),
  });
}

/**
 * Agents working in a loop (claim, answer the odometer) until `stop()`: returns the tasks whose answer
 * the server acknowledged, and counts 503 answers (the database away) and other failures.
 */
export function workLoop(base: () => string, tokens: string[]) {
  const started = Date.now();
  const acknowledged = new Set<string>();
  const counts = { unavailable: 0, failed: 0, network: 0 };
  let lastFailure = "";
  let stopped = false;
  const loops = tokens.map(async (token) => {
    while (!stopped) {
      try {
        const hw = await call(base(), "GET", "/api/tasks/random/homework", token);
        if (hw.status === 503) counts.unavailable++;
        const id: string | undefined = hw.json?.task?._id;
        if (!id) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const res = await call(base(), "PUT", `/api/tasks/${id}/accept`, token, {
          odom_reading: 1000,
          odom_unit: "km",
        });
        if (res.status === 200 && res.json.message === "Success!") acknowledged.add(id);
        else if (res.status === 503) counts.unavailable++;
        else {
          counts.failed++;
          lastFailure = `${res.status} ${JSON.stringify(res.json).slice(0, 200)}`;
        }
      } catch {
        counts.network++; // the server is down: try again shortly
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  return {
    acknowledged,
    counts,
    /** Resolves once `n` answers were acknowledged; fails with the counts after `ms`. */
    until: async (n: number, ms = 60_000) => {
      while (acknowledged.size < n) {
        if (Date.now() - started > ms)
          throw new Error(
            `${acknowledged.size} answers acknowledged: ${JSON.stringify(counts)} ${lastFailure}`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
