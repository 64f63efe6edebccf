import { join } from "node:path";
import { HELD_AHEAD_IDLE_S } from "../../domain/heldAhead.ts";
import type { Db, Engine } from "../db/connect.ts";
import { ActivityRepository } from "../repositories/activity.ts";
import { CataloguesRepository } from "../repositories/catalogues.ts";
import { ClaimsRepository } from "../repositories/claims.ts";
import { HeldAheadRepository } from "../repositories/heldAhead.ts";
import { InspectionsRepository } from "../repositories/inspections.ts";
import { TaskCagesRepository } from "../repositories/taskCages.ts";
import { TaskFailedRepository } from "../repositories/taskFailed.ts";
import { TaskLeasesRepository } from "../repositories/taskLeases.ts";
import { TasksRepository } from "../repositories/tasks.ts";
import type { UsersRepository } from "../repositories/users.ts";
import { CageFileStorage } from "../storage/cageFiles.ts";
import { PhotoStorage } from "../storage/photos.ts";
import { AgentStatsService } from "./agentStats.ts";
import { AnswerService } from "./answers.ts";
import { ClaimBatcher } from "./claimBatcher.ts";
import { DispatchService } from "./dispatch.ts";
import { HeldAheadService } from "./heldAhead.ts";
import { IngestService } from "./ingest.ts";
import { LookupService } from "./lookups.ts";
import { PhotoAccessService } from "./photoAccess.ts";
import { QcFailureRecorder } from "./qcFailure.ts";
import { TaskCageResolver } from "./taskCage.ts";
import { TaskCageOffers } from "./taskCageOffers.ts";
import { TaskLeaseService } from "./taskLease.ts";
import { createTaskQueueEvents, type TaskQueueEvents } from "./taskQueueEvents.ts";
import { TaskViewBuilder } from "./taskView.ts";
import { VinDecoder } from "./vinDecoder.ts";

/** The inspection task engine's services, wired over one database. */
export interface TaskEngine {
  inspections: InspectionsRepository;
  tasksRepo: TasksRepository;
  events: TaskQueueEvents;
  /** The spec's task response builder (cage included). */
  views: TaskViewBuilder;
  ingest: IngestService;
  dispatch: DispatchService;
  answers: AnswerService;
  /** The cages T may switch a held task's photo to. */
  cageOffers: TaskCageOffers;
  /** The lease follows the countdown: photo shown, heartbeat (issue 21). */
  leases: TaskLeaseService;
  /** The next task held ahead: kept at each report of the current one, handed over by its answer (issue 21). */
  heldAhead: HeldAheadService;
  stats: AgentStatsService;
  lookups: LookupService;
  photos: PhotoAccessService;
  decoder: VinDecoder;
  close(): Promise<void>;
}

export function createTaskEngine(
  db: Db,
  users: UsersRepository,
  opts: {
    photosDir: string;
    dataDir?: string;
    homeworkWaitMs: number;
    /** Seconds a held-ahead task is kept past the current lease's end (default HELD_AHEAD_IDLE_S). */
    heldAheadIdleS?: number | undefined;
    qcShare: number;
    /** Draws whether an INSPECT answer queues QC; by default a `qcShare` chance (tests pass their own). */
    sampleQc?: (() => boolean) | undefined;
    events?: TaskQueueEvents | undefined;
    /** The database engine: claims take row locks on PostgreSQL only (ClaimsRepository says why). */
    engine?: Engine | undefined;
  },
): TaskEngine {
  const inspections = new InspectionsRepository(db);
  const tasksRepo = new TasksRepository(db);
  const catalogues = new CataloguesRepository(db);
  const activity = new ActivityRepository(db);
  const storage = new PhotoStorage(opts.photosDir);
  const events = opts.events ?? createTaskQueueEvents();
  const decoder = new VinDecoder();
  const cages = new TaskCageResolver(
    new TaskCagesRepository(db),
    new CageFileStorage(join(opts.dataDir ?? join(opts.photosDir, ".."), "cages")),
  );
  const views = new TaskViewBuilder(inspections, tasksRepo, catalogues, cages, decoder);
  return {
    inspections,
    tasksRepo,
    events,
    views,
    decoder,
    ingest: new IngestService(db, inspections, tasksRepo, catalogues, storage, events),
    dispatch: new DispatchService(
      db,
      tasksRepo,
      users,
      activity,
      views,
      events,
      opts.homeworkWaitMs,
      new ClaimBatcher(
        db,
        ClaimsRepository.forEngine(opts.engine),
        (trx) => tasksRepo.sweepExpired(trx),
        (released) => events.notifyQueued(released),
      ),
    ),
    answers: new AnswerService({
      db,
      tasks: tasksRepo,
      catalogues,
      activity,
      decoder,
      events,
      // The QC_SHARE_PERCENT sample; a caller may pass its own draw (tests fix it).
      sampleQc: opts.sampleQc ?? (() => Math.random() < opts.qcShare),
      qcFailures: new QcFailureRecorder(new TaskFailedRepository(db)),
      cages,
      cageInfos: new TaskCagesRepository(db),
    }),
    cageOffers: new TaskCageOffers(tasksRepo, inspections, activity, cages),
    leases: new TaskLeaseService(new TaskLeasesRepository(db), activity),
    heldAhead: new HeldAheadService(
      new HeldAheadRepository(db),
      inspections,
      views,
      events,
      opts.heldAheadIdleS ?? HELD_AHEAD_IDLE_S,
    ),
    stats: new AgentStatsService(activity),
    lookups: new LookupService(catalogues, inspections, decoder),
    photos: new PhotoAccessService(inspections, storage),
    close: async () => {
      events.close();
      await decoder.close();
    },
  };
}
