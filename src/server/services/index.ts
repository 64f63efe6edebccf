import { join } from "node:path";
import { AUTO_VERIFY_AFTER_HOURS } from "../../domain/constants.ts";
import { PasswordGuard, type PasswordLimits } from "../auth/passwordGuard.ts";
import type { TokenService } from "../auth/tokens.ts";
import { loadConfig } from "../config.ts";
import type { Db, Engine } from "../db/connect.ts";
import { BackgroundSymbolicator } from "../ops/symbolicateInWorker.ts";
import { ApiKeysRepository } from "../repositories/apiKeys.ts";
import { CageLabelDraftsRepository } from "../repositories/cageLabelDrafts.ts";
import { CagesRepository } from "../repositories/cages.ts";
import { ClientReportsRepository } from "../repositories/clientReports.ts";
import { FeedbackRepository } from "../repositories/feedback.ts";
import { SessionsRepository } from "../repositories/sessions.ts";
import { UsersRepository } from "../repositories/users.ts";
import { CageFileStorage } from "../storage/cageFiles.ts";
import type { WebhookSettings } from "../webhooks/settings.ts";
import { ApiKeyService } from "./apiKeys.ts";
import { AuthService } from "./auth.ts";
import { CageDetailService } from "./cageDetails.ts";
import { CageService } from "./cages.ts";
import { ExportTicketService } from "./exportTickets.ts";
import { InspectionListingService } from "./inspectionListing.ts";
import { ProfileService } from "./profile.ts";
import { ReportRetention, type ReportRetentionLimits } from "./reportRetention.ts";
import { createTaskEngine, type TaskEngine } from "./taskEngine.ts";
import { createTaskFailedServices, type TaskFailedServices } from "./taskFailedWiring.ts";
import type { TaskQueueEvents } from "./taskQueueEvents.ts";
import { WebhookService } from "./webhooks.ts";

/** The services routes call, wired once per app over one database. */
export interface Services {
  users: UsersRepository;
  sessions: SessionsRepository;
  feedback: FeedbackRepository;
  /** Client errors, crashes and sampled traces (issue 8). */
  clientReports: ClientReportsRepository;
  /** Maps crash stacks to source on a worker thread, at ingest (started by backgroundJobs.ts). */
  symbolicator: BackgroundSymbolicator;
  /** Deletes client reports and feedback past their age and count limits (issue 20). */
  reportRetention: ReportRetention;
  auth: AuthService;
  profile: ProfileService;
  /** Inspection task engine (issue 3). */
  tasks: TaskEngine;
  /** Cage catalogue (issue 6). */
  cages: CageService;
  cageDetails: CageDetailService;
  cageFiles: CageFileStorage;
  /** Review loop: failed tasks and the leaderboard (issue 7). */
  taskFailed: TaskFailedServices;
  /** Inspections and their result documents, list and export (issue 24). */
  inspectionResults: InspectionListingService;
  /** Single-use links that let the browser download the export natively (issue 24). */
  exportTickets: ExportTicketService;
  /** API keys for machine callers (issue 24). */
  apiKeys: ApiKeyService;
  /** Webhook subscriptions, their log, and the outbox's delivery worker (issue 24). */
  webhooks: WebhookService;
}

export interface TaskEngineOptions {
  dataDir: string;
  /** The built client, whose source maps symbolicate crash reports (config.clientDir). */
  clientDir?: string;
  homeworkWaitMs: number;
  /** Seconds the next task held ahead is kept past the current lease's end (config.tasks.heldAheadIdleS). */
  heldAheadIdleS?: number;
  qcShare: number;
  /** Draws whether an INSPECT answer queues QC (default: a `qcShare` chance); tests fix the draw. */
  sampleQc?: () => boolean;
  /** Failed tasks untouched this long are auto-verified (issue 7). */
  autoVerifyAfterHours?: number;
  /** The queued-task signal; several instances share one over PostgreSQL LISTEN/NOTIFY (issue 8). */
  events?: TaskQueueEvents;
  /** The database engine (claims take row locks on PostgreSQL only). */
  engine?: Engine;
  /** Minutes a cage label lock lasts without a claim or save (config.labelLockIdleMinutes; issue 20). */
  labelLockIdleMinutes?: number;
  /** Login and password-change limits and the hash pool (config.loginRateLimit). */
  passwordLimits?: PasswordLimits;
  /** Days and rows of client reports and feedback kept (config.clientReports; issue 20). */
  reportRetention?: ReportRetentionLimits;
  /** Outbound webhooks (config.webhooks; issue 24). */
  webhooks?: WebhookSettings;
}

export function createServices(
  db: Db,
  tokens: TokenService,
  agentVer: string,
  engine: TaskEngineOptions = { dataDir: "./data", homeworkWaitMs: 3000, qcShare: 1 },
): Services {
  const users = new UsersRepository(db);
  const sessions = new SessionsRepository(db);
  // Callers without a config of their own (benchmarks) get the config's defaults: one set of figures.
  const defaults = loadConfig({});
  const passwords = new PasswordGuard(engine.passwordLimits ?? defaults.loginRateLimit);
  const cagesRepo = new CagesRepository(db);
  const cageFiles = new CageFileStorage(join(engine.dataDir, "cages"));
  const tasks = createTaskEngine(db, users, { ...engine, photosDir: join(engine.dataDir, "photos") });
  return {
    users,
    sessions,
    feedback: new FeedbackRepository(db),
    clientReports: new ClientReportsRepository(db),
    symbolicator: new BackgroundSymbolicator(engine.clientDir ?? defaults.clientDir),
    reportRetention: new ReportRetention(db, engine.reportRetention ?? defaults.clientReports),
    auth: new AuthService(users, sessions, tokens, agentVer, passwords),
    profile: new ProfileService(users, sessions, agentVer, passwords),
    tasks,
    cages: new CageService(cagesRepo, engine.labelLockIdleMinutes ?? defaults.labelLockIdleMinutes),
    cageDetails: new CageDetailService(
      cagesRepo,
      cageFiles,
      new CageLabelDraftsRepository(db),
      engine.labelLockIdleMinutes ?? defaults.labelLockIdleMinutes,
    ),
    cageFiles,
    taskFailed: createTaskFailedServices(
      db,
      users,
      tasks,
      engine.autoVerifyAfterHours ?? AUTO_VERIFY_AFTER_HOURS,
    ),
    inspectionResults: new InspectionListingService(db),
    exportTickets: new ExportTicketService(db, sessions),
    apiKeys: new ApiKeyService(new ApiKeysRepository(db)),
    webhooks: new WebhookService(db, engine.webhooks ?? defaults.webhooks),
  };
}
