import type { Migration } from "kysely";
import * as m0001 from "./0001_accounts.ts";

/** Ordered migrations; names sort in the order they must run. Never edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_accounts": m0001,
};
