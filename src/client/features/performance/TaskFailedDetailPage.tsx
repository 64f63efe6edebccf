import { Text } from "@fluentui/react-components";
import { useParams } from "react-router-dom";
import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** Placeholder: the failed-task detail (/performance/listTaskFailed/:id) screen is built by later work. */
export function TaskFailedDetailPage() {
  const { id } = useParams();
  return (
    <Page title={TEXTS.pageTaskFailedDetail}>
      <Text>{id}</Text>
    </Page>
  );
}
