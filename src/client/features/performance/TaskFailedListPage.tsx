import {
  makeStyles,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { TaskFailedView } from "../../../contract/taskFailed.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { canDeleteFailedTask } from "../../../domain/failedTaskPermissions.ts";
import { pageRange } from "../../../domain/pager.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { sessionStore, setTotalTaskFailed } from "../../state/session.ts";
import { BackLink } from "../../ui/BackLink.tsx";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Page } from "../../ui/Page.tsx";
import { Pager } from "../../ui/Pager.tsx";
import { type ListFilters, type ListState, readListState, toListQuery, writeListState } from "./listQuery.ts";
import { TaskFailedFilters } from "./TaskFailedFilters.tsx";
import { TaskFailedRow } from "./TaskFailedRow.tsx";
import { taskFailedApi } from "./taskFailedApi.ts";

const useStyles = makeStyles({
  // Room for the fixed pager below the last row.
  list: { paddingBottom: "72px" },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: "center" },
});

/** Column titles and widths: the QA-data summary takes the room that is left. */
const COLUMNS: readonly (readonly [string, string | undefined])[] = [
  [TEXTS.filterQa, "100px"],
  [TEXTS.filterInspector, "100px"],
  [TEXTS.columnTask, "110px"],
  [TEXTS.filterStatus, "190px"],
  [TEXTS.columnQaData, undefined],
  [TEXTS.columnSession, "120px"],
  [TEXTS.columnCreated, "120px"],
  [TEXTS.columnFinished, "120px"],
  [TEXTS.columnActions, "110px"],
];

/** /performance/listTaskFailed (product §2 Task Failed list); the search lives in the URL. */
export function TaskFailedListPage() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  const [params, setParams] = useSearchParams();
  const timezone = user?.options.timezone ?? DEFAULT_TIMEZONE;
  const state = useMemo(() => readListState(params), [params]);
  const query = toListQuery(state, timezone);
  // Asked afresh on every opening (no 2 s dedupe): a confirm on the detail page changes the list and the
  // count behind this cache, and the queue comes back here at once.
  const { data, error, isLoading, isValidating, mutate } = useCall(
    taskFailedApi.getAllTaskFailed,
    user ? { query } : null,
    { keepPreviousData: true, dedupingInterval: 0 },
  );
  const [deleting, setDeleting] = useState<TaskFailedView | null>(null);

  // Only a settled answer sets the badge: a cached one from before a confirm would put back its count.
  useEffect(() => {
    if (data && !isValidating) setTotalTaskFailed(data.totalTaskFailed);
  }, [data, isValidating]);

  const go = (next: ListState) => setParams(writeListState(next));
  const search = (filters: ListFilters) => go({ ...state, filters, page: 1 });
  const remove = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    const res = await call(taskFailedApi.deleteTaskFailed, {
      body: { id: item._id },
      query: {},
      loading: true,
    });
    if (res.ok) {
      setTotalTaskFailed(res.data.totalTaskFailed);
      await mutate();
    }
  };

  if (!user) return null;
  const rows = data?.data ?? [];
  return (
    <Page title={TEXTS.pageTaskFailedList}>
      <BackLink to="/performance" label={TEXTS.backToPerformance} />
      <TaskFailedFilters applied={state.filters} timezone={timezone} onSearch={search} />
      <div className={styles.list}>
        {isLoading && !data ? (
          <CenteredSpinner />
        ) : error && !data ? (
          // Not the empty list's text: the user's failed tasks are not known, not absent.
          <Text as="p" size={400} role="alert" className={styles.empty}>
            {error.message || TEXTS.genericError}
          </Text>
        ) : rows.length === 0 ? (
          <Text as="p" size={400} className={styles.empty}>
            {TEXTS.noTaskFailed}
          </Text>
        ) : (
          <Table aria-label={TEXTS.pageTaskFailedList} size="small">
            <TableHeader>
              <TableRow>
                {COLUMNS.map(([title, width]) => (
                  <TableHeaderCell key={title} style={width ? { width } : undefined}>
                    {title}
                  </TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((item) => (
                <TaskFailedRow
                  key={item._id}
                  item={item}
                  timezone={timezone}
                  canDelete={canDeleteFailedTask(user.role)}
                  onDelete={setDeleting}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </div>
      <Pager
        fixed
        current={state.page}
        pages={data?.pages ?? 0}
        limit={state.limit}
        summary={pagerSummaryOf(state, data?.total ?? 0)}
        onPage={(page) => go({ ...state, page })}
        onLimit={(limit) => go({ ...state, limit, page: 1 })}
      />
      <ConfirmDialog open={deleting !== null} onClose={() => setDeleting(null)} onOk={() => void remove()}>
        {deleting
          ? `${TEXTS.deleteTaskFailed}: ${deleting.infor.photoCode} ${deleting.infor.name}, ${deleting.infor.sessionID}`
          : null}
      </ConfirmDialog>
    </Page>
  );
}

function pagerSummaryOf(state: ListState, total: number): string {
  const { from, to } = pageRange(state.page, state.limit, total);
  return TEXTS.pagerSummary(from, to, total);
}
