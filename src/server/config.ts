import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { LABEL_LOCK_IDLE_MINUTES } from "../domain/cageStatus.ts";
import { APP_VERSION, AUTO_VERIFY_AFTER_HOURS } from "../domain/constants.ts";
import { HELD_AHEAD_IDLE_S } from "../domain/heldAhead.ts";
import type { PasswordLimits } from "./auth/passwordGuard.ts";
import { REPORT_PRUNE_INTERVAL_MS } from "./services/reportRetention.ts";
import { DEFAULT_WEBHOOK_SETTINGS, type WebhookSettings } from "./webhooks/settings.ts";

/** Everything the server reads from the environment, parsed once. Secrets never have defaults here. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance (DB_POOL_SIZE); several instances share max_connections. */
  dbPoolSize: number;
  /** From the environment; the embedded default creates one in DATA_DIR when absent. */
  jwtSecret: string | undefined;
  seedDemo: boolean;
  production: boolean;
  tokenTtlHours: number;
  agentVer: string;
  clientDir: string;
  /**
   * Proxies whose forwarded headers are believed (TRUST_PROXY: comma-separated addresses or CIDRs;
   * none by default). The address used for limits and logs is the real client's: a caller elsewhere
   * cannot name another address in X-Forwarded-For.
   */
  trustProxy: string[];
  /**
   * Password checks (login, and changeProfile's old password): attempts per account and address, per
   * address (any usernames) and per account (any addresses) in a window; and the password-hash pool,
   * whose concurrent hashes and short waiting line are bounded (a full pool answers 503 at once).
   */
  loginRateLimit: PasswordLimits;
  /** Client reports and feedback: posts per user in a window, the largest body, and how long rows are kept. */
  clientReports: { max: number; windowMs: number; maxBytes: number; keepDays: number; keepRows: number };
  /** How often the retention jobs run: client reports and feedback, the webhook delivery log (PRUNE_INTERVAL_MS). */
  pruneIntervalMs: number;
  /** Minutes a cage label lock lasts without a save before it lapses (LABEL_LOCK_IDLE_MINUTES). */
  labelLockIdleMinutes: number;
  logLevel: string;
  /** Bearer token a Prometheus scraper sends to /metrics (ADMIN/SUPER sessions may look too). */
  metricsToken: string | undefined;
  /** Task engine: long-poll wait of the homework call, lease sweep period, share of inspect work re-checked by QC. */
  tasks: {
    homeworkWaitMs: number;
    leaseSweepMs: number;
    qcShare: number;
    /** Seconds the next task held ahead is kept past the current lease's end (issue 21; HELD_AHEAD_IDLE_S). */
    heldAheadIdleS: number;
  };
  /** Review loop: idle hours before a REVIEWING failed task is auto-verified, and how often to check. */
  taskFailed: { autoVerifyAfterHours: number; autoVerifySweepMs: number; autoVerifyBatch: number };
  /** Outbound webhooks (issue 24): private targets allowed, the try's timeout, response bytes read, polling. */
  webhooks: WebhookSettings;
}

export class ConfigError extends Error {}

/** Rows per auto-verification batch (AUTO_VERIFY_BATCH): short transactions, few row locks at a time. */
export const AUTO_VERIFY_BATCH = 500;

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return n;
};

/** A comma-separated list, blanks dropped. */
const list = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = Boolean(databaseUrl) || env.NODE_ENV === "production";
  const seed = env.SEED ?? (production ? "none" : "demo");
  if (seed !== "demo" && seed !== "none")
    throw new ConfigError(`SEED must be "demo" or "none", got "${seed}"`);
  const jwtSecret = env.JWT_SECRET || undefined;
  if (production && !jwtSecret) {
    throw new ConfigError(
      "JWT_SECRET must be set in the environment when running on PostgreSQL or in production",
    );
  }
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError("JWT_SECRET must be at least 32 characters");
  }
  return {
    port: int(env.PORT, 8080, "PORT"),
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(env.DATA_DIR || "./data"),
    databaseUrl,
    dbPoolSize: int(env.DB_POOL_SIZE, 10, "DB_POOL_SIZE") || 10,
    jwtSecret,
    seedDemo: seed === "demo",
    production,
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 12, "TOKEN_TTL_HOURS"),
    agentVer: env.AGENT_VER || APP_VERSION,
    clientDir: resolve(env.CLIENT_DIR || "./dist/client"),
    trustProxy: list(env.TRUST_PROXY),
    loginRateLimit: {
      max: int(env.LOGIN_RATE_LIMIT_MAX, 10, "LOGIN_RATE_LIMIT_MAX"),
      perAddress: int(env.LOGIN_RATE_LIMIT_ADDRESS_MAX, 30, "LOGIN_RATE_LIMIT_ADDRESS_MAX"),
      perAccount: int(env.LOGIN_RATE_LIMIT_ACCOUNT_MAX, 50, "LOGIN_RATE_LIMIT_ACCOUNT_MAX"),
      windowMs: int(env.LOGIN_RATE_LIMIT_WINDOW_MS, 60_000, "LOGIN_RATE_LIMIT_WINDOW_MS"),
      // Half the cores (at least one): the rest of the machine keeps serving while logins hash.
      hashConcurrency:
        int(
          env.PASSWORD_HASH_CONCURRENCY,
          Math.max(1, Math.floor(availableParallelism() / 2)),
          "PASSWORD_HASH_CONCURRENCY",
        ) || 1,
      // A shift starting at once: 32 logins wait about 2 s at one hash at a time (~60 ms each).
      hashQueue: int(env.PASSWORD_HASH_QUEUE, 32, "PASSWORD_HASH_QUEUE"),
      // Only suspect checks (an address or account with 5 attempts in the window) hash at this priority,
      // in a lane of their own: a flood takes only the CPU request handling leaves. Ordinary logins stay
      // at the server's priority: at nice 10 for every hash, a hash thread got ~1 % of a core on a
      // machine at load 15 and logins in the end-to-end run took past 30 s. 0: no lane, as before.
      // Linux allows 0–19.
      hashNice: Math.min(19, int(env.PASSWORD_HASH_NICE, 10, "PASSWORD_HASH_NICE")),
    },
    clientReports: {
      max: int(env.CLIENT_REPORT_RATE_MAX, 30, "CLIENT_REPORT_RATE_MAX"),
      windowMs: int(env.CLIENT_REPORT_RATE_WINDOW_MS, 60_000, "CLIENT_REPORT_RATE_WINDOW_MS"),
      maxBytes: int(env.CLIENT_REPORT_MAX_BYTES, 16 * 1024, "CLIENT_REPORT_MAX_BYTES"),
      keepDays: int(env.CLIENT_REPORT_KEEP_DAYS, 30, "CLIENT_REPORT_KEEP_DAYS"),
      keepRows: int(env.CLIENT_REPORT_KEEP_ROWS, 20_000, "CLIENT_REPORT_KEEP_ROWS"),
    },
    // 0 would be a timer firing without pause: the default instead.
    pruneIntervalMs:
      int(env.PRUNE_INTERVAL_MS, REPORT_PRUNE_INTERVAL_MS, "PRUNE_INTERVAL_MS") || REPORT_PRUNE_INTERVAL_MS,
    // 0 would make every lock lapse at once: the default instead.
    labelLockIdleMinutes:
      int(env.LABEL_LOCK_IDLE_MINUTES, LABEL_LOCK_IDLE_MINUTES, "LABEL_LOCK_IDLE_MINUTES") ||
      LABEL_LOCK_IDLE_MINUTES,
    logLevel: env.LOG_LEVEL || "info",
    metricsToken: env.METRICS_TOKEN || undefined,
    tasks: {
      homeworkWaitMs: int(env.HOMEWORK_WAIT_MS, 3000, "HOMEWORK_WAIT_MS"),
      leaseSweepMs: int(env.LEASE_SWEEP_MS, 5000, "LEASE_SWEEP_MS"),
      qcShare: Math.min(1, int(env.QC_SHARE_PERCENT, 100, "QC_SHARE_PERCENT") / 100),
      heldAheadIdleS: int(env.HELD_AHEAD_IDLE_S, HELD_AHEAD_IDLE_S, "HELD_AHEAD_IDLE_S"),
    },
    taskFailed: {
      autoVerifyAfterHours: int(
        env.AUTO_VERIFY_AFTER_HOURS,
        AUTO_VERIFY_AFTER_HOURS,
        "AUTO_VERIFY_AFTER_HOURS",
      ),
      autoVerifySweepMs: int(env.AUTO_VERIFY_SWEEP_MS, 60_000, "AUTO_VERIFY_SWEEP_MS"),
      // Rows per auto-verification transaction (issue 8): a backlog moves in short batches.
      autoVerifyBatch: int(env.AUTO_VERIFY_BATCH, AUTO_VERIFY_BATCH, "AUTO_VERIFY_BATCH"),
    },
    webhooks: {
      ...DEFAULT_WEBHOOK_SETTINGS,
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === "1",
      timeoutMs:
        int(env.WEBHOOK_TIMEOUT_MS, DEFAULT_WEBHOOK_SETTINGS.timeoutMs, "WEBHOOK_TIMEOUT_MS") ||
        DEFAULT_WEBHOOK_SETTINGS.timeoutMs,
      // 0 turns this instance's delivery worker off (the outbox is still written; others deliver it).
      pollMs: int(env.WEBHOOK_POLL_MS, DEFAULT_WEBHOOK_SETTINGS.pollMs, "WEBHOOK_POLL_MS"),
      logKeepDays: int(
        env.WEBHOOK_LOG_KEEP_DAYS,
        DEFAULT_WEBHOOK_SETTINGS.logKeepDays,
        "WEBHOOK_LOG_KEEP_DAYS",
      ),
      secretGraceHours: int(
        env.WEBHOOK_SECRET_GRACE_HOURS,
        DEFAULT_WEBHOOK_SETTINGS.secretGraceHours,
        "WEBHOOK_SECRET_GRACE_HOURS",
      ),
    },
  };
}
