import {
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from "@fluentui/react-components";
import { useEffect, useState } from "react";
import type { AgentStats } from "../../../contract/tasks.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { dutyTime, todayLabel } from "./statsTime.ts";

const formatTime = (stats: Pick<AgentStats, "onDuty" | "onInspect">): string => {
  const { hours, minutes } = dutyTime(stats);
  return TEXTS.hoursMinutes(hours, minutes);
};

/** YOUR STATISTICS (spec §2): this week and today; a spinner until the totals are known. */
export function StatsPanel({ timeZone }: { timeZone: string | undefined }) {
  const [stats, setStats] = useState<AgentStats | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void call(endpoints.agentStats, { quiet: true, quietError: true, signal: controller.signal }).then(
      (res) => {
        if (res.ok) setStats(res.data);
      },
    );
    return () => controller.abort();
  }, []);
  const today = TEXTS.today(todayLabel(new Date(), timeZone));
  return (
    <section aria-labelledby="stats-title">
      <Subtitle2 as="h2" id="stats-title">
        {TEXTS.yourStatistics}
      </Subtitle2>
      {stats ? (
        <Table size="small" aria-labelledby="stats-title">
          <TableHeader>
            <TableRow>
              <TableHeaderCell />
              <TableHeaderCell>{TEXTS.thisWeek}</TableHeaderCell>
              <TableHeaderCell>{today}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow>
              <TableCell>{TEXTS.statsTimeColumn}</TableCell>
              <TableCell data-testid="stats-week">{formatTime(stats)}</TableCell>
              <TableCell data-testid="stats-today">{formatTime(stats.today)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      ) : (
        <Spinner size="small" aria-label={TEXTS.yourStatistics} />
      )}
    </section>
  );
}
