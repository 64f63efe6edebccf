import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the statistic (/performance/statistic) screen is built by later work. */
export function StatisticPage() {
  return <Page title={TEXTS.pageStatistic} />;
}
