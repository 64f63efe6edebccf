import type { Migration } from "kysely";
import * as m0001 from "./0001_accounts.ts";
import * as m0002 from "./0002_tasks.ts";
import * as m0003 from "./0003_cages.ts";
import * as m0004 from "./0004_task_failed.ts";
import * as m0005review from "./0005_review_statistic_points.ts";
import * as m0006cages from "./0006_cages_live_indexes.ts";
import * as m0007engine from "./0007_engine_cage_info.ts";
import * as m0008cages from "./0008_cages_status_counts.ts";
import * as m0009review from "./0009_review_list_indexes.ts";
import * as m0010ops from "./0010_ops_client_reports.ts";
import * as m0010review from "./0010_review_filter_covering.ts";
import * as m0011dispatch from "./0011_dispatch_activity_log.ts";
import * as m0011sessions from "./0011_dispatch_session_end_reason.ts";
import * as m0012dispatch from "./0012_dispatch_claim_path.ts";
import * as m0013ops from "./0013_ops_task_failed_counts.ts";
import * as m0014dispatch from "./0014_dispatch_users_fillfactor.ts";
import * as m0015dispatch from "./0015_dispatch_queue_order.ts";
import * as m0016dispatch from "./0016_dispatch_activity_at_hold_end.ts";
import * as m0017lists from "./0017_lists_task_failed_name_counts.ts";
import * as m0018lists from "./0018_lists_task_failed_hour_counts.ts";
import * as m0020ops from "./0020_ops_client_reports_mapped.ts";
import * as m0021lists from "./0021_lists_cage_sort_indexes.ts";
import * as m0021listsTags from "./0021_lists_task_failed_tag_counts.ts";
import * as m0022lists from "./0022_lists_cage_settings_counts.ts";
import * as m0023lookups from "./0023_lookups_vehicle_catalogue.ts";
import * as m0024review from "./0024_review_auto_verify_batches.ts";
import * as m0025cages from "./0025_cages_label_lock_at.ts";
import * as m0026dispatch from "./0026_dispatch_task_shown_at.ts";
import * as m0027integrations from "./0027_integrations_api_keys.ts";
import * as m0028integrations from "./0028_integrations_webhooks.ts";
import * as m0029results from "./0029_results_inspection_keyset.ts";
import * as m0030cages from "./0030_cages_label_drafts.ts";
import * as m0031integrations from "./0031_integrations_deliveries_inspection.ts";
import * as m0032integrations from "./0032_integrations_webhook_wake.ts";
import * as m0033results from "./0033_results_export_tickets.ts";
import * as m0034integrations from "./0034_integrations_webhook_secret_rotation.ts";
import * as m0035dispatch from "./0035_dispatch_tasks_held_ahead.ts";

/** Ordered migrations; names sort in the order they must run. Never edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_tasks": m0002,
  "0003_cages": m0003,
  "0004_task_failed": m0004,
  "0005_review_statistic_points": m0005review,
  "0006_cages_live_indexes": m0006cages,
  "0007_engine_cage_info": m0007engine,
  "0008_cages_status_counts": m0008cages,
  "0009_review_list_indexes": m0009review,
  "0010_review_filter_covering": m0010review,
  "0010_ops_client_reports": m0010ops,
  "0011_dispatch_activity_log": m0011dispatch,
  "0011_dispatch_session_end_reason": m0011sessions,
  "0012_dispatch_claim_path": m0012dispatch,
  "0013_ops_task_failed_counts": m0013ops,
  "0014_dispatch_users_fillfactor": m0014dispatch,
  "0015_dispatch_queue_order": m0015dispatch,
  "0016_dispatch_activity_at_hold_end": m0016dispatch,
  "0017_lists_task_failed_name_counts": m0017lists,
  "0018_lists_task_failed_hour_counts": m0018lists,
  "0020_ops_client_reports_mapped": m0020ops,
  "0021_lists_cage_sort_indexes": m0021lists,
  "0021_lists_task_failed_tag_counts": m0021listsTags,
  "0022_lists_cage_settings_counts": m0022lists,
  "0023_lookups_vehicle_catalogue": m0023lookups,
  "0024_review_auto_verify_batches": m0024review,
  "0025_cages_label_lock_at": m0025cages,
  "0026_dispatch_task_shown_at": m0026dispatch,
  "0027_integrations_api_keys": m0027integrations,
  "0028_integrations_webhooks": m0028integrations,
  "0029_results_inspection_keyset": m0029results,
  "0030_cages_label_drafts": m0030cages,
  "0031_integrations_deliveries_inspection": m0031integrations,
  "0032_integrations_webhook_wake": m0032integrations,
  "0033_results_export_tickets": m0033results,
  "0034_integrations_webhook_secret_rotation": m0034integrations,
  "0035_dispatch_tasks_held_ahead": m0035dispatch,
};
