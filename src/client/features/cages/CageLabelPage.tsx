import { Text } from "@fluentui/react-components";
import { useParams } from "react-router-dom";
import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the cage labelling (/cageLabel/:id) screen is built by later work. */
export function CageLabelPage() {
  const { id } = useParams();
  return (
    <Page title={TEXTS.pageCageLabel}>
      <Text>{id}</Text>
    </Page>
  );
}
