import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the inspection workspace (/inspections) screen is built by later work. */
export function InspectionsPage() {
  return <Page title={TEXTS.navInspections} />;
}
