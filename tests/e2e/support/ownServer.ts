import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { openDatabase } from "../../../src/server/db/connect.ts";
import { ROOT, type ServerProcess, startServer } from "../../scaleout/support/cluster.ts";
import { serverLogFile } from "./serverLogs.ts";

/**
 * A server of one spec's own, beside the shared e2e server: its own port and embedded database, so
 * the spec may stop it, change its data folder as an operator would (PGlite admits one process at a
 * time) and start it again.
 */
export class OwnServer {
  private process: ServerProcess | null = null;
  private readonly killOnExit = () => this.process?.child.kill("SIGKILL");

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    /** The server's output, appended over its restarts, in the test output folder (serverLogs.ts). */
    readonly logFile: string,
  ) {
    process.once("exit", this.killOnExit);
  }

  /** The demo world on a fresh data folder beside the shared one's (E2E_DATA_DIR), port E2E_PORT + offset. */
  static async start(name: string, portOffset: number): Promise<OwnServer> {
    const port = Number(process.env.E2E_PORT ?? 8090) + portOffset;
    const base = process.env.E2E_DATA_DIR ? resolve(process.env.E2E_DATA_DIR) : `${tmpdir()}/e2e`;
    const server = new OwnServer(port, mkdtempSync(`${base}-${name}-`), serverLogFile(`${name}-${port}`));
    try {
      await server.boot();
    } catch (err) {
      await server.dispose();
      throw err;
    }
    return server;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async boot(): Promise<void> {
    this.note("starting");
    this.process = await startServer(
      this.port,
      {
        DATA_DIR: this.dataDir,
        CLIENT_DIR: resolve(process.env.CLIENT_DIR ?? "dist/client"),
        SEED: "demo",
        LOG_LEVEL: "info",
      },
      { logFile: this.logFile },
    );
    this.note("healthy");
  }

  /** A timed line of the spec's own in the server's log: how long a start took, how a stop ended. */
  private note(what: string): void {
    appendFileSync(this.logFile, `${what} ${new Date().toISOString()}\n`);
  }

  /** Stops the server gracefully (SIGTERM closes PGlite), runs `offline` on its data folder, starts it again. */
  async restartAfter(offline: () => Promise<void>): Promise<void> {
    await this.stop();
    await offline();
    await this.boot();
  }

  private async stop(): Promise<void> {
    const code = await this.process?.stop("SIGTERM");
    this.note(`stopped (exit code ${code})`);
    this.process = null;
    if (code !== 0 && code !== undefined) throw new Error(`the server stopped with code ${code}`);
  }

  /** `npm run user -- <args>` on this server's data folder; resolves with its output, fails on a non-zero exit. */
  runUserCli(args: string[], stdin = ""): Promise<string> {
    const env = { ...process.env, DATA_DIR: this.dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" };
    const child = spawn("npm", ["run", "--silent", "user", "--", ...args], { cwd: ROOT, env });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.stdin.end(stdin);
    return new Promise((done, fail) =>
      child.on("exit", (code) => (code === 0 ? done(out) : fail(new Error(`npm run user: ${code}\n${out}`)))),
    );
  }

  /**
   * The clock moved past the user's shift: their live sessions end a minute ago. Through the project's
   * database module on the stopped server's folder; the tokens themselves stay as they were issued.
   */
  async endShiftOf(username: string): Promise<number> {
    const database = await openDatabase({ dataDir: this.dataDir });
    try {
      const result = await database.db
        .updateTable("sessions")
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where("revoked_at", "is", null)
        .where("user_id", "=", (eb) => eb.selectFrom("users").select("id").where("username", "=", username))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    } finally {
      await database.close();
    }
  }

  /** Stops the server if it runs and removes its data folder; safe to call after any failure. */
  async dispose(): Promise<void> {
    try {
      if (this.process) this.note(`stopped (exit code ${await this.process.stop("SIGTERM")})`);
    } finally {
      this.process = null;
      process.off("exit", this.killOnExit);
      rmSync(this.dataDir, { recursive: true, force: true });
    }
  }
}
