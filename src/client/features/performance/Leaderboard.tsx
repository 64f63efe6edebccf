import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  mergeClasses,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { useState } from "react";
import { type LeaderboardRow, leaderboard, type PointsMap } from "../../../domain/failedTaskPoints.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { SkullIcon } from "./SkullIcon.tsx";

/** product §9: lists longer than 5 collapse; the top three are highlighted. */
export const COLLAPSE_ABOVE = 5;

const useStyles = makeStyles({
  card: { minWidth: "320px", flexGrow: 1, flexBasis: "0" },
  first: { backgroundColor: "#f8d7da", fontWeight: tokens.fontWeightBold },
  second: { backgroundColor: "#ffe8cc" },
  third: { backgroundColor: "#fff4c2" },
  mine: { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: "-2px" },
  rank: { display: "inline-flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  empty: { padding: tokens.spacingVerticalL },
});

/** One leaderboard: username, rank and total points, sorted by points (domain `leaderboard`). */
export function Leaderboard({
  title,
  points,
  highlight,
}: {
  title: string;
  points: PointsMap;
  highlight?: string;
}) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const rows = leaderboard(points);
  const shown = open ? rows : rows.slice(0, COLLAPSE_ABOVE);
  const podium = (row: LeaderboardRow) =>
    row.rank === 1
      ? styles.first
      : row.rank === 2
        ? styles.second
        : row.rank === 3
          ? styles.third
          : undefined;
  return (
    <Card className={styles.card}>
      <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
      {rows.length === 0 ? (
        <Text className={styles.empty}>{TEXTS.noData}</Text>
      ) : (
        <Table aria-label={title} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{TEXTS.columnRank}</TableHeaderCell>
              <TableHeaderCell>{TEXTS.columnUsername}</TableHeaderCell>
              <TableHeaderCell>{TEXTS.columnPoints}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow
                key={row.username}
                data-rank={row.rank}
                className={mergeClasses(podium(row), row.username === highlight && styles.mine)}
              >
                <TableCell>
                  <span className={styles.rank}>
                    {row.rank}
                    {row.rank === 1 ? <SkullIcon label={TEXTS.firstPlace} /> : null}
                  </span>
                </TableCell>
                <TableCell>{row.username}</TableCell>
                <TableCell>{row.point}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rows.length > COLLAPSE_ABOVE ? (
        <Button appearance="subtle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? TEXTS.showLess : TEXTS.showAll(rows.length)}
        </Button>
      ) : null}
    </Card>
  );
}
