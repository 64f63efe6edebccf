import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the failed-task list (/performance/listTaskFailed) screen is built by later work. */
export function TaskFailedListPage() {
  return <Page title={TEXTS.pageTaskFailedList} />;
}
