import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Server processes, PostgreSQL databases and nginx for the scale-out and fault tests (issue 8). */
export const TEST_SECRET = "scaleout-test-secret-0123456789abcdef0123";
export const ROOT = join(import.meta.dirname, "..", "..", "..");
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;

/** A fresh PostgreSQL database; `drop()` removes it. */
export async function createPgDatabase(prefix = "so"): Promise<{ url: string; drop(): Promise<void> }> {
  if (!PG_ADMIN_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (structured logs), for failure messages and log checks. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `src/server/main.ts` as its own process and waits until /api/health answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "src", "server", "main.ts")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: String(port),
      CLIENT_DIR: "/nonexistent",
      JWT_SECRET: TEST_SECRET,
      LOG_LEVEL: "info",
      LOGIN_RATE_LIMIT_MAX: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    port,
    url,
    child,
    output: () => out,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  await waitHealthy(url, () => out, exited);
  return proc;
}

async function waitHealthy(url: string, output: () => string, exited: Promise<unknown>): Promise<void> {
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  const until = Date.now() + 90_000;
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
