import {
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { EditRegular } from "@fluentui/react-icons";
import { useCallback, useEffect, useMemo } from "react";
import { useSnapshot } from "valtio";
import { mayAdministerCages } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { useCall } from "../../api/useCall.ts";
import { sessionStore } from "../../state/session.ts";
import { Page } from "../../ui/Page.tsx";
import { Pager } from "../../ui/Pager.tsx";
import { useUrlParams } from "../../ui/useUrlParams.ts";
import { AppLink } from "./AppLink.tsx";
import { CageFilterRow } from "./CageFilterRow.tsx";
import { CageStatusBadge } from "./CageStatusBadge.tsx";
import { CreateCageDialog } from "./CreateCageDialog.tsx";
import { cageApi } from "./cageApi.ts";
import {
  type FilterKey,
  readListQuery,
  type SortColumn,
  sortDirectionOf,
  withFilter,
  withLimit,
  withPage,
  withSort,
} from "./listQuery.ts";

const COLUMNS: { label: string; sort?: SortColumn }[] = [
  { label: TEXTS.cageColEdit },
  { label: TEXTS.cageColType },
  { label: TEXTS.cageColMake, sort: "make" },
  { label: TEXTS.cageColModel, sort: "model" },
  { label: TEXTS.cageColYear, sort: "year" },
  { label: TEXTS.cageColBody, sort: "bodyType" },
  { label: TEXTS.cageColTrim },
  { label: TEXTS.cageColCode },
  { label: TEXTS.cageColStatus, sort: "status" },
  { label: TEXTS.cageColNotes },
];

const useStyles = makeStyles({
  table: { tableLayout: "auto" },
  empty: { textAlign: "center", padding: tokens.spacingVerticalXL },
  busy: { minHeight: "24px" },
});

/** Cage Manager /cages (product §2): the list with a row of filters, all of its state in the URL. */
export function CagesPage() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  const [params, setParams] = useUrlParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const { data, isLoading, isValidating } = useCall(cageApi.listCages, { query }, { keepPreviousData: true });
  const list = data?.list;

  const onFilter = useCallback(
    (key: FilterKey, value: string) => setParams((p) => withFilter(p, key, value)),
    [setParams],
  );
  // A shared link to a page that no longer exists goes to the last page there is.
  useEffect(() => {
    if (list && list.total > 0 && list.count === 0 && list.current > list.pages)
      setParams((p) => withPage(p, list.pages), { replace: true });
  }, [list, setParams]);

  return (
    <Page
      title={TEXTS.pageCages}
      actions={
        <>
          {isValidating ? <Spinner size="tiny" /> : null}
          {user && mayAdministerCages(user.role) ? <CreateCageDialog /> : null}
        </>
      }
    >
      <Table className={styles.table} size="small" aria-label={TEXTS.cagesTableLabel}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map(({ label, sort }) =>
              sort ? (
                <TableHeaderCell
                  key={label}
                  sortable
                  sortDirection={sortDirectionOf(query, sort)}
                  onClick={() => setParams((p) => withSort(p, sort))}
                >
                  {label}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell key={label}>{label}</TableHeaderCell>
              ),
            )}
          </TableRow>
          <CageFilterRow query={query} settings={data?.settings} onFilter={onFilter} />
        </TableHeader>
        <TableBody>
          {list?.data.map((cage) => {
            const title = TEXTS.cageTitle(cage.year, cage.make, cage.model);
            return (
              <TableRow key={cage._id}>
                <TableCell>
                  <AppLink to={`/cageView/${cage._id}`} label={TEXTS.cageEditLink(title)}>
                    <EditRegular />
                  </AppLink>
                </TableCell>
                <TableCell>{cage.group}</TableCell>
                <TableCell>{cage.make}</TableCell>
                <TableCell>{cage.model}</TableCell>
                <TableCell>{cage.year}</TableCell>
                <TableCell>{cage.bodyType}</TableCell>
                <TableCell>{cage.trim}</TableCell>
                <TableCell>{cage.code}</TableCell>
                <TableCell>
                  <CageStatusBadge status={cage.status} />
                </TableCell>
                <TableCell>{cage.notesCount}</TableCell>
              </TableRow>
            );
          })}
          {list && list.total === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                <Text>{TEXTS.noCageFound}</Text>
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {isLoading ? <Spinner /> : null}
      {list ? (
        <Pager
          hideSinglePage
          current={list.current}
          pages={list.pages}
          limit={list.limit}
          summary={TEXTS.pageOf(list.current, list.pages, list.total)}
          onPage={(page) => setParams((p) => withPage(p, page))}
          onLimit={(limit) => setParams((p) => withLimit(p, limit))}
        />
      ) : null}
    </Page>
  );
}
