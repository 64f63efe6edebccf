import {
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { useMemo } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import {
  CLIENT_REPORT_KINDS,
  type ClientReportKind,
  canReadClientReports,
} from "../../../domain/clientReports.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { useCall } from "../../api/useCall.ts";
import { HOME_PATH } from "../../shell/guards.tsx";
import { sessionStore } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { Page } from "../../ui/Page.tsx";
import { Pager } from "../../ui/Pager.tsx";
import { ClientReportRow } from "./ClientReportRow.tsx";
import { opsApi } from "./opsApi.ts";
import { readReportsQuery, writeReportsQuery } from "./reportsQuery.ts";

const useStyles = makeStyles({
  table: { tableLayout: "auto" },
  empty: { textAlign: "center", padding: tokens.spacingVerticalXL },
});

const ALL = "all";
const COLUMNS = [
  TEXTS.clientReportColTime,
  TEXTS.clientReportColKind,
  TEXTS.clientReportColUser,
  TEXTS.clientReportColPage,
  TEXTS.clientReportColMessage,
];

/**
 * /ops/client-reports (issue 8): what the browsers reported — uncaught errors, render crashes and
 * sampled performance traces — newest first, filtered by kind, a page at a time. ADMIN and SUPER only
 * (the server refuses others too); anyone else is sent home, as for a page that does not exist.
 */
export function ClientReportsPage() {
  const { user } = useSnapshot(sessionStore);
  if (!user || !canReadClientReports(user.role)) return <Navigate to={HOME_PATH} replace />;
  return <ClientReports timezone={user.options.timezone ?? DEFAULT_TIMEZONE} />;
}

function ClientReports({ timezone }: { timezone: string }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readReportsQuery(params), [params]);
  const { data, isLoading, isValidating } = useCall(
    opsApi.listClientReports,
    { query: { ...(query.kind ? { kind: query.kind } : {}), page: query.page, limit: query.limit } },
    { keepPreviousData: true },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <Page title={TEXTS.pageClientReports} actions={isValidating ? <Spinner size="tiny" /> : null}>
      <TabList
        aria-label={TEXTS.clientReportsKindFilter}
        selectedValue={query.kind ?? ALL}
        onTabSelect={(_e, d) =>
          setParams(
            writeReportsQuery({
              ...query,
              kind: d.value === ALL ? undefined : (d.value as ClientReportKind),
              page: 1,
            }),
          )
        }
      >
        <Tab value={ALL}>{TEXTS.clientReportsAllKinds}</Tab>
        {CLIENT_REPORT_KINDS.map((kind) => (
          <Tab key={kind} value={kind}>
            {TEXTS.clientReportKind(kind)}
          </Tab>
        ))}
      </TabList>
      {isLoading && !data ? (
        <CenteredSpinner />
      ) : (
        <Table className={styles.table} size="small" aria-label={TEXTS.clientReportsTableLabel}>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((label) => (
                <TableHeaderCell key={label}>{label}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.data.length ? (
              data.data.map((report) => (
                <ClientReportRow key={report._id} report={report} timezone={timezone} />
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                  {TEXTS.clientReportsEmpty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      {data ? (
        <Pager
          current={data.page}
          pages={pages}
          limit={data.limit}
          summary={TEXTS.clientReportsPageOf(data.page, pages, data.total)}
          onPage={(page) => setParams(writeReportsQuery({ ...query, page }))}
          onLimit={(limit) => setParams(writeReportsQuery({ ...query, limit, page: 1 }))}
          hideSinglePage
        />
      ) : null}
    </Page>
  );
}
