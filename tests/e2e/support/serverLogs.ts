import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Where the servers the e2e tier starts write their output (the shared one of playwright.config.ts and
 * every spec's OwnServer): inside the test output folder, so a journey whose server misbehaved (slow
 * start, a non-zero exit on SIGTERM) can be diagnosed afterwards, in CI too.
 */
export const SERVER_LOG_DIR = resolve(process.env.E2E_OUTPUT_DIR ?? "test-results", "servers");

/** The log file of one server, its folder created (Playwright empties the output folder before a run). */
export function serverLogFile(name: string): string {
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  return join(SERVER_LOG_DIR, `${name}.log`);
}

/** Fastify's per-request lines: the bulk of a log, rarely what explains a failure. */
const isRequestLine = (line: string) =>
  line.startsWith("{") &&
  /"msg":"(incoming request|request completed)"/.test(line) &&
  /"level":30\b/.test(line);

/**
 * Of every server log, the last `lines` lines other than requests (start and stop notes with their times,
 * warnings, errors, the process's own messages), each log headed by its path, where the whole stays.
 */
export function serverLogTails(lines: number): string {
  if (!existsSync(SERVER_LOG_DIR)) return "";
  return readdirSync(SERVER_LOG_DIR)
    .filter((f) => f.endsWith(".log"))
    .sort()
    .map((f) => {
      const all = readFileSync(join(SERVER_LOG_DIR, f), "utf8").trimEnd().split("\n");
      const kept = all.filter((l) => !isRequestLine(l)).slice(-lines);
      return `--- ${join(SERVER_LOG_DIR, f)} (${all.length} lines; the last ${kept.length} not about a request)\n${kept.join("\n")}`;
    })
    .join("\n");
}
