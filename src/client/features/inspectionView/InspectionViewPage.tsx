import { Text } from "@fluentui/react-components";
import { useParams } from "react-router-dom";
import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the inspection view (/inspectionView/:sessionID) screen is built by later work. */
export function InspectionViewPage() {
  const { sessionID } = useParams();
  return (
    <Page title={TEXTS.pageInspectionView}>
      <Text>{sessionID}</Text>
    </Page>
  );
}
