import { Text } from "@fluentui/react-components";
import { useParams } from "react-router-dom";
import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the cage detail (/cageView/:id) screen is built by later work. */
export function CageViewPage() {
  const { id } = useParams();
  return (
    <Page title={TEXTS.pageCageView}>
      <Text>{id}</Text>
    </Page>
  );
}
