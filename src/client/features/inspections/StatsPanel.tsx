import { Spinner, Subtitle2 } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import type { AgentStats } from "../../../contract/tasks.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { usePlainTableStyles } from "../../ui/plainTable.ts";
import { dutyTime, todayLabel } from "./statsTime.ts";

const formatTime = (stats: Pick<AgentStats, "onDuty" | "onInspect">): string => {
  const { hours, minutes } = dutyTime(stats);
  return TEXTS.hoursMinutes(hours, minutes);
};

/** YOUR STATISTICS (product §2): this week and today; a spinner until the totals are known. */
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
  const t = usePlainTableStyles();
  const today = TEXTS.today(todayLabel(new Date(), timeZone));
  return (
    <section aria-labelledby="stats-title">
      <Subtitle2 as="h2" id="stats-title">
        {TEXTS.yourStatistics}
      </Subtitle2>
      {stats ? (
        <table className={t.table} aria-labelledby="stats-title">
          <thead>
            <tr className={t.row}>
              <td className={t.cell} />
              <th className={t.cell}>{TEXTS.thisWeek}</th>
              <th className={t.cell}>{today}</th>
            </tr>
          </thead>
          <tbody>
            <tr className={t.row}>
              <th className={t.cell} scope="row">
                {TEXTS.statsTimeColumn}
              </th>
              <td className={t.cell} data-testid="stats-week">
                {formatTime(stats)}
              </td>
              <td className={t.cell} data-testid="stats-today">
                {formatTime(stats.today)}
              </td>
            </tr>
          </tbody>
        </table>
      ) : (
        <Spinner size="small" aria-label={TEXTS.yourStatistics} />
      )}
    </section>
  );
}
