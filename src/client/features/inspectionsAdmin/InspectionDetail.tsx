import { Link, makeStyles, Subtitle1, Text, tokens } from "@fluentui/react-components";
import { OpenRegular } from "@fluentui/react-icons";
import { TEXTS } from "../../../domain/texts.ts";
import { useCall } from "../../api/useCall.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { InspectionDeliveries } from "./InspectionDeliveries.tsx";
import { inspectionsAdminApi } from "./inspectionsAdminApi.ts";
import { ResultView } from "./ResultView.tsx";
import { TaskBoard } from "./TaskBoard.tsx";

const useStyles = makeStyles({
  detail: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  head: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalL },
});

/** The open inspection: its tasks as they stand, its result document, its webhook deliveries. */
export function InspectionDetail({ sessionID, timezone }: { sessionID: string; timezone: string }) {
  const styles = useStyles();
  const params = { params: { sessionID } };
  const tasks = useCall(inspectionsAdminApi.getInspectionTasks, params);
  const result = useCall(inspectionsAdminApi.getInspectionResult, params);
  const title = TEXTS.inspectionDetail(sessionID);
  const error = tasks.error ?? result.error;
  return (
    <section aria-label={title} className={styles.detail}>
      <div className={styles.head}>
        <Subtitle1 as="h2">{title}</Subtitle1>
        <Link
          href={`/inspectionView/${encodeURIComponent(sessionID)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {TEXTS.openInspectionView} <OpenRegular aria-hidden />
        </Link>
      </div>
      {error ? (
        <Text role="alert">{error.status === 404 ? TEXTS.inspectionNotFound : error.message}</Text>
      ) : !tasks.data || !result.data ? (
        <CenteredSpinner />
      ) : (
        <>
          <TaskBoard tasks={tasks.data.tasks} timezone={timezone} />
          <ResultView doc={result.data} timezone={timezone} />
        </>
      )}
      <InspectionDeliveries sessionID={sessionID} timezone={timezone} />
    </section>
  );
}
