import { makeStyles, Table, TableBody, TableCell, TableRow, tokens } from "@fluentui/react-components";
import { lightFormat } from "date-fns";
import type { ReactNode } from "react";
import type { Cage } from "../../../contract/cages.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { CageStatusBadge } from "./CageStatusBadge.tsx";

const useStyles = makeStyles({
  table: { maxWidth: "560px" },
  name: { width: "160px", color: tokens.colorNeutralForeground3 },
});

/** Information (spec §2): the cage's own fields. */
export function CageInformation({ cage }: { cage: Cage }) {
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
    [TEXTS.cageCreated, lightFormat(new Date(cage.createdAt), "yyyy-MM-dd HH:mm")],
    [TEXTS.cageUpdated, lightFormat(new Date(cage.updatedAt), "yyyy-MM-dd HH:mm")],
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
