import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import useSWRInfinite from "swr/infinite";
import { useSnapshot } from "valtio";
import type { InspectionSummary, ListInspectionsQuery } from "../../../contract/inspectionResults.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { inspectionStateLabel } from "../../../domain/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { callData } from "../../api/call.ts";
import { sessionStore } from "../../state/session.ts";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { inspectionsAdminApi } from "./inspectionsAdminApi.ts";

const useStyles = makeStyles({
  table: { tableLayout: "auto" },
  empty: { textAlign: "center", padding: tokens.spacingVerticalXL },
  open: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

const COLUMNS = [
  TEXTS.columnSession,
  TEXTS.columnVin,
  TEXTS.columnVehicle,
  TEXTS.columnCreated,
  TEXTS.columnState,
  TEXTS.columnOpenTasks,
];

type Page = { items: InspectionSummary[]; nextCursor: string | null };

/**
 * The inspections of a search, newest first, a page at a time: "Load more" asks for the page after the
 * last one's cursor (the server's keyset; a page never repeats or skips a row added meanwhile).
 */
export function InspectionList({
  query,
  open,
  timezone,
  onOpen,
}: {
  query: Omit<ListInspectionsQuery, "cursor" | "limit">;
  open: string;
  timezone: string;
  onOpen: (sessionID: string) => void;
}) {
  const styles = useStyles();
  const { token } = useSnapshot(sessionStore);
  const key = JSON.stringify(query);
  const { data, size, setSize, isLoading, isValidating } = useSWRInfinite<Page>(
    (index, previous: Page | null) =>
      index > 0 && !previous?.nextCursor
        ? null
        : ["listInspections", token, key, previous?.nextCursor ?? null],
    ([, , , cursor]: [string, string, string, string | null]) =>
      callData(inspectionsAdminApi.listInspections, {
        query: { ...query, ...(cursor ? { cursor } : {}) },
        quiet: true,
      }),
    { revalidateFirstPage: false },
  );
  if (isLoading && !data) return <CenteredSpinner />;
  const items = data?.flatMap((p) => p.items) ?? [];
  const more = Boolean(data?.at(-1)?.nextCursor);
  const vehicle = (v: InspectionSummary["vehicle"]) =>
    [v.year, v.make, v.model].filter((x) => x !== null && x !== "").join(" ") || TEXTS.notKnown;
  return (
    <>
      <Table className={styles.table} size="small" aria-label={TEXTS.inspectionsTable}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableHeaderCell key={c}>{c}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                {TEXTS.inspectionsEmpty}
              </TableCell>
            </TableRow>
          ) : (
            items.map((i) => (
              <TableRow
                key={i.id}
                className={i.sessionID === open ? styles.open : undefined}
                data-testid="inspection-row"
              >
                <TableCell>
                  <Button
                    appearance="transparent"
                    aria-label={TEXTS.showInspection(i.sessionID)}
                    aria-pressed={i.sessionID === open}
                    onClick={() => onOpen(i.sessionID)}
                  >
                    {i.sessionID}
                  </Button>
                </TableCell>
                <TableCell>{i.vehicle.vin ?? TEXTS.notKnown}</TableCell>
                <TableCell>{vehicle(i.vehicle)}</TableCell>
                <TableCell>{formatRowTime(new Date(i.createdAt), timezone)}</TableCell>
                <TableCell>{inspectionStateLabel(i.status)}</TableCell>
                <TableCell>{TEXTS.openTasksOf(i.tasks.open, i.tasks.total)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {more ? (
        <Button disabled={isValidating} onClick={() => void setSize(size + 1)}>
          {TEXTS.loadMore}
        </Button>
      ) : null}
    </>
  );
}
