import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the labeling viewer (/training/label) screen is built by later work. */
export function TrainingLabelPage() {
  return <Page title={TEXTS.pageTrainingLabel} />;
}
