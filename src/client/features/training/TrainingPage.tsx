import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the training (/training) screen is built by later work. */
export function TrainingPage() {
  return <Page title={TEXTS.navTraining} />;
}
