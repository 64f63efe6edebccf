import { useMemo } from "react";
import { Navigate } from "react-router-dom";
import { useSnapshot } from "valtio";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { canReadInspectionResults } from "../../../domain/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { HOME_PATH } from "../../shell/guards.tsx";
import { sessionStore } from "../../state/session.ts";
import { Page } from "../../ui/Page.tsx";
import { useUrlParams } from "../../ui/useUrlParams.ts";
import { ExportButtons } from "./ExportButtons.tsx";
import { InspectionDetail } from "./InspectionDetail.tsx";
import { InspectionList } from "./InspectionList.tsx";
import { InspectionSearchForm } from "./InspectionSearchForm.tsx";
import { createdRange, type InspectionSearch, listQuery, readSearch, writeSearch } from "./searchQuery.ts";

/**
 * The Inspections page (issue 24): every inspection, searched by VIN, session, status and created
 * days; the open one's tasks and result document; the export of the searched days. ADMIN, SUPER and
 * QA (the server refuses others too); anyone else is sent home, as for a page that does not exist.
 */
export function InspectionsAdminPage() {
  const { user } = useSnapshot(sessionStore);
  if (!user || !canReadInspectionResults(user.role)) return <Navigate to={HOME_PATH} replace />;
  return <InspectionsAdmin timezone={user.options.timezone ?? DEFAULT_TIMEZONE} />;
}

function InspectionsAdmin({ timezone }: { timezone: string }) {
  const [params, setParams] = useUrlParams();
  const search = useMemo(() => readSearch(params), [params]);
  const query = useMemo(() => listQuery(search, timezone), [search, timezone]);
  const show = (next: InspectionSearch) => setParams(() => writeSearch(next));
  return (
    <Page
      title={TEXTS.pageInspectionsAdmin}
      actions={<ExportButtons range={createdRange(search, timezone)} />}
    >
      <InspectionSearchForm
        applied={search}
        timezone={timezone}
        onSearch={(s) => show({ ...s, open: search.open })}
      />
      <InspectionList
        query={query}
        open={search.open}
        timezone={timezone}
        onOpen={(sessionID) => show({ ...search, open: sessionID })}
      />
      {search.open ? (
        <InspectionDetail key={search.open} sessionID={search.open} timezone={timezone} />
      ) : null}
    </Page>
  );
}
