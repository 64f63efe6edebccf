import { Button, makeStyles, Tab, TabList, Text, tokens } from "@fluentui/react-components";
import { SearchRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { checkRangeInputs, defaultStatisticRange, parseDayEnd } from "../../../domain/dateRange.ts";
import { statisticTabs } from "../../../domain/failedTaskPermissions.ts";
import { leaderboard, type PointsMap } from "../../../domain/failedTaskPoints.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { useCall } from "../../api/useCall.ts";
import { sessionStore } from "../../state/session.ts";
import { BackLink } from "../../ui/BackLink.tsx";
import { CenteredSpinner } from "../../ui/CenteredSpinner.tsx";
import { DateRangeFields } from "../../ui/DateRangeFields.tsx";
import { Page } from "../../ui/Page.tsx";
import { Leaderboard } from "./Leaderboard.tsx";
import { taskFailedApi } from "./taskFailedApi.ts";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: tokens.spacingHorizontalM },
  boards: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-start" },
});

type TabKey = "basic" | "inspector" | "qa";
const TAB_LABEL: Record<TabKey, string> = {
  basic: TEXTS.statisticTabBasic,
  inspector: TEXTS.statisticTabInspector,
  qa: TEXTS.statisticTabQa,
};

/** A day range (YYYY-MM-DD) checked with the domain's rules: the last day counts whole. */
export function dayRangeError(from: string, to: string, timezone: string, now = new Date()): string | null {
  const parse = (text: string, end: "from" | "to") => parseDayEnd(text, end, timezone);
  const check = checkRangeInputs({ from, to }, parse, now, timezone);
  return check.ok ? null : check.message;
}

/** The user's own place on one side: their points and rank, for the Inspector and Qa tabs. */
function OwnPlace({ points, username }: { points: PointsMap; username: string }) {
  const row = leaderboard(points).find((r) => r.username === username);
  return <Text weight="semibold">{TEXTS.yourPoints(row?.point ?? 0, row?.rank ?? null)}</Text>;
}

/**
 * /performance/statistic (product §2 Statistic): a day range (default start of the ISO week to today)
 * and Search; Basic shows Top Inspector and Top Qa. Ours: the Inspector and Qa tabs show that side's
 * whole ranking with the user's own place highlighted.
 */
export function StatisticPage() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  const timezone = user?.options.timezone ?? DEFAULT_TIMEZONE;
  const [params, setParams] = useSearchParams();
  const defaults = defaultStatisticRange(new Date(), timezone);
  const applied = { from: params.get("from") || defaults.from, to: params.get("to") || defaults.to };
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabKey>("basic");
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync the fields when the URL changes
  useEffect(() => setDraft(applied), [applied.from, applied.to]);
  const { data, isLoading } = useCall(
    taskFailedApi.statisticTaskFailed,
    user ? { query: { ...applied, timezone } } : null,
    { keepPreviousData: true },
  );
  if (!user) return null;
  const search = () => {
    const problem = dayRangeError(draft.from, draft.to, timezone);
    setError(problem);
    if (!problem) setParams({ from: draft.from, to: draft.to });
  };
  const tabs = statisticTabs(user.role);
  const dataInspector = data?.dataInspector ?? {};
  const dataQa = data?.dataQa ?? {};
  return (
    <Page title={TEXTS.pageStatistic}>
      <BackLink to="/performance" label={TEXTS.backToPerformance} />
      <div className={styles.bar}>
        <DateRangeFields
          withTime={false}
          from={draft.from}
          to={draft.to}
          timezone={timezone}
          error={error}
          onChange={setDraft}
          onSubmit={search}
        >
          <Button appearance="primary" icon={<SearchRegular />} onClick={search}>
            {TEXTS.search}
          </Button>
        </DateRangeFields>
      </div>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as TabKey)}>
        {tabs.map((t) => (
          <Tab key={t} value={t}>
            {TAB_LABEL[t]}
          </Tab>
        ))}
      </TabList>
      {isLoading && !data ? (
        <CenteredSpinner />
      ) : (
        <div className={styles.boards} role="tabpanel" aria-label={TAB_LABEL[tab]}>
          {tab === "basic" ? (
            <>
              <Leaderboard title={TEXTS.topInspector} points={dataInspector} highlight={user.username} />
              <Leaderboard title={TEXTS.topQa} points={dataQa} highlight={user.username} />
            </>
          ) : (
            <div>
              <OwnPlace points={tab === "inspector" ? dataInspector : dataQa} username={user.username} />
              <Leaderboard
                title={tab === "inspector" ? TEXTS.topInspector : TEXTS.topQa}
                points={tab === "inspector" ? dataInspector : dataQa}
                highlight={user.username}
              />
            </div>
          )}
        </div>
      )}
    </Page>
  );
}
