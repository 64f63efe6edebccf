import { makeStyles, Table, TableBody, TableCell, TableRow, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { Cage } from "../../../contract/cages.ts";
import { formatMinute } from "../../../domain/dateRange.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { CageStatusBadge } from "./CageStatusBadge.tsx";

const useStyles = makeStyles({
  table: { maxWidth: "560px" },
  name: { width: "160px", color: tokens.colorNeutralForeground3 },
});

/** Information (product §2): the cage's own fields; times in the user's timezone, as everywhere else. */
export function CageInformation({ cage, timezone }: { cage: Cage; timezone: string }) {
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    [TEXTS.cageColType, cage.group],
    [TEXTS.cageColMake, cage.make],
    [TEXTS.cageColModel, cage.model],
    [TEXTS.cageColYear, cage.year],
    [TEXTS.cageColBody, cage.bodyType],
    [TEXTS.cageColTrim, cage.trim],
    [TEXTS.cageColCode, cage.code],
    [TEXTS.cageColStatus, <CageStatusBadge key="s" status={cage.status} />],
    [TEXTS.cageCreated, formatMinute(new Date(cage.createdAt), timezone)],
    [TEXTS.cageUpdated, formatMinute(new Date(cage.updatedAt), timezone)],
  ];
  return (
    <Table size="small" className={styles.table} aria-label={TEXTS.cageInformation}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell className={styles.name}>{name}</TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
