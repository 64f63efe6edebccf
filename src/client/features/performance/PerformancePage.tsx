import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the performance menu (/performance) screen is built by later work. */
export function PerformancePage() {
  return <Page title={TEXTS.pagePerformance} />;
}
