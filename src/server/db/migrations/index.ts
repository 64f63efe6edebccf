import type { Migration } from "kysely";
import * as m0001 from "./0001_accounts.ts";
import * as m0002 from "./0002_tasks.ts";

/** Ordered migrations; names sort in the order they must run. Never edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_tasks": m0002,
};
