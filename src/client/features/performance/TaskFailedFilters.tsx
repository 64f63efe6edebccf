import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from "@fluentui/react-components";
import { SearchRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { checkRangeInputs, parseRangeInput } from "../../../domain/dateRange.ts";
import { FAILED_TASK_STATUSES, ITEM_ACTIONS, type ItemAction } from "../../../domain/failedTaskStatus.ts";
import { SKILLS } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { DateRangeFields } from "../../ui/DateRangeFields.tsx";
import type { ListFilters } from "./listQuery.ts";

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: tokens.spacingHorizontalM },
  text: { width: "160px" },
});

/** The range of a search, checked with the domain's rules before the call (the server checks again). */
export function rangeError(from: string, to: string, timezone: string, now = new Date()): string | null {
  const check = checkRangeInputs({ from, to }, (text) => parseRangeInput(text, timezone), now, timezone);
  return check.ok ? null : check.message;
}

/**
 * The list's search form (product §2): date range, QA, inspector, task name, status, the Damage name /
 * Action switch, session id, and (ours) "Waiting for me", the badge's queue. Edits are a draft until
 * Search (or Enter) applies them.
 */
export function TaskFailedFilters({
  applied,
  timezone,
  onSearch,
}: {
  applied: ListFilters;
  timezone: string;
  onSearch: (filters: ListFilters) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(applied), [applied]);
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const search = () => {
    const problem = rangeError(draft.from, draft.to, timezone);
    setError(problem);
    if (!problem) onSearch(draft);
  };
  const text = (key: "qa" | "inspector" | "damageName" | "sessionID", label: string) => (
    <Field label={label}>
      <Input
        className={styles.text}
        value={draft[key]}
        onChange={(_, d) => set(key, d.value)}
        onKeyDown={(e) => e.key === "Enter" && search()}
      />
    </Field>
  );
  return (
    <search className={styles.form}>
      <div className={styles.row}>
        <DateRangeFields
          withTime
          from={draft.from}
          to={draft.to}
          timezone={timezone}
          error={error}
          onChange={(r) => setDraft((d) => ({ ...d, ...r }))}
          onSubmit={search}
        >
          <Button appearance="primary" icon={<SearchRegular />} onClick={search}>
            {TEXTS.search}
          </Button>
        </DateRangeFields>
      </div>
      <div className={styles.row}>
        <Checkbox
          label={TEXTS.filterMyQueue}
          checked={draft.queue}
          onChange={(_, d) => set("queue", d.checked === true)}
        />
        {text("qa", TEXTS.filterQa)}
        {text("inspector", TEXTS.filterInspector)}
        <Field label={TEXTS.filterTaskName}>
          <Select value={draft.taskName} onChange={(_, d) => set("taskName", d.value)}>
            <option value="">{TEXTS.filterAll}</option>
            {SKILLS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Select>
        </Field>
        <Field label={TEXTS.filterStatus}>
          <Select value={draft.status} onChange={(_, d) => set("status", d.value)}>
            <option value="">{TEXTS.filterAll}</option>
            {FAILED_TASK_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Select>
        </Field>
        <Field label={TEXTS.filterType}>
          <RadioGroup
            layout="horizontal"
            value={draft.filterType}
            onChange={(_, d) => set("filterType", d.value === "action" ? "action" : "damageName")}
          >
            <Radio value="damageName" label={TEXTS.filterDamageName} />
            <Radio value="action" label={TEXTS.filterAction} />
          </RadioGroup>
        </Field>
        {draft.filterType === "damageName" ? (
          text("damageName", TEXTS.filterDamageName)
        ) : (
          <Field label={TEXTS.filterAction}>
            <Select value={draft.action} onChange={(_, d) => set("action", d.value as "" | ItemAction)}>
              <option value="">{TEXTS.filterAll}</option>
              {ITEM_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {TEXTS.actionLabels[a]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {text("sessionID", TEXTS.filterSessionId)}
      </div>
    </search>
  );
}
