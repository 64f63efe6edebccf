import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A PostgreSQL server of our own, on its own port and folder, that a test may stop and start again
 * without disturbing the shared one. Runs the Debian binaries as the postgres user (CI runs as root).
 */
const BIN = existsSync("/usr/lib/postgresql")
  ? readdirSync("/usr/lib/postgresql")
      .map((v) => join("/usr/lib/postgresql", v, "bin"))
      .find((dir) => existsSync(join(dir, "initdb")))
  : undefined;
export const privatePgAvailable = Boolean(BIN) && process.getuid?.() === 0;

export interface PrivatePg {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

const asPostgres = (cmd: string, args: string[]) =>
  execFileSync("su", ["postgres", "-c", [join(BIN ?? "", cmd), ...args].map((a) => `'${a}'`).join(" ")], {
    stdio: "pipe",
  });

export function createPrivatePg(port: number): PrivatePg {
  if (!BIN) throw new Error("PostgreSQL server binaries not found");
  const root = mkdtempSync(join(tmpdir(), "faults-pgdata-"));
  chmodSync(root, 0o777);
  const data = join(root, "data");
  execFileSync("chown", ["postgres", root]);
  asPostgres("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const start = () =>
    asPostgres("pg_ctl", [
      "-D",
      data,
      "-l",
      join(root, "log"),
      "-w",
      "-o",
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "start",
    ]);
  const stop = () => asPostgres("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
