import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the cage manager (/cages) screen is built by later work. */
export function CagesPage() {
  return <Page title={TEXTS.pageCages} />;
}
