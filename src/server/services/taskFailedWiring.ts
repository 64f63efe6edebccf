import type { Db } from "../db/connect.ts";
import { CataloguesRepository } from "../repositories/catalogues.ts";
import { InspectionViewRepository } from "../repositories/inspectionView.ts";
import { TaskFailedRepository } from "../repositories/taskFailed.ts";
import type { UsersRepository } from "../repositories/users.ts";
import { InspectionViewService } from "./inspectionView.ts";
import type { TaskEngine } from "./taskEngine.ts";
import { TaskFailedService } from "./taskFailed.ts";
import { TaskFailedStatsService } from "./taskFailedStats.ts";
import { TaskViewBuilder } from "./taskView.ts";

/** The review loop's services (issue 7). */
export interface TaskFailedServices {
  repo: TaskFailedRepository;
  review: TaskFailedService;
  stats: TaskFailedStatsService;
  /** The read-only inspection view the detail page links to. */
  inspectionView: InspectionViewService;
}

export function createTaskFailedServices(
  db: Db,
  users: UsersRepository,
  engine: TaskEngine,
  autoVerifyAfterHours: number,
): TaskFailedServices {
  const repo = new TaskFailedRepository(db);
  const views = new TaskViewBuilder(engine.inspections, engine.tasksRepo, new CataloguesRepository(db));
  return {
    repo,
    review: new TaskFailedService(db, repo, users, engine.tasksRepo, views, autoVerifyAfterHours),
    stats: new TaskFailedStatsService(repo),
    inspectionView: new InspectionViewService(engine.inspections, new InspectionViewRepository(db)),
  };
}
