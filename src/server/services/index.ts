import { join } from "node:path";
import type { TokenService } from "../auth/tokens.ts";
import type { Db } from "../db/connect.ts";
import { FeedbackRepository } from "../repositories/feedback.ts";
import { SessionsRepository } from "../repositories/sessions.ts";
import { UsersRepository } from "../repositories/users.ts";
import { AuthService } from "./auth.ts";
import { ProfileService } from "./profile.ts";
import { createTaskEngine, type TaskEngine } from "./taskEngine.ts";

/** The services routes call, wired once per app over one database. */
export interface Services {
  users: UsersRepository;
  sessions: SessionsRepository;
  feedback: FeedbackRepository;
  auth: AuthService;
  profile: ProfileService;
  /** Inspection task engine (issue 3). */
  tasks: TaskEngine;
}

export interface TaskEngineOptions {
  dataDir: string;
  homeworkWaitMs: number;
  qcShare: number;
}

export function createServices(
  db: Db,
  tokens: TokenService,
  agentVer: string,
  engine: TaskEngineOptions = { dataDir: "./data", homeworkWaitMs: 3000, qcShare: 1 },
): Services {
  const users = new UsersRepository(db);
  const sessions = new SessionsRepository(db);
  return {
    users,
    sessions,
    feedback: new FeedbackRepository(db),
    auth: new AuthService(users, sessions, tokens, agentVer),
    profile: new ProfileService(users, sessions, agentVer),
    tasks: createTaskEngine(db, users, { ...engine, photosDir: join(engine.dataDir, "photos") }),
  };
}
