import { Button, Field, Input, makeStyles, Select, tokens } from "@fluentui/react-components";
import { SearchRegular } from "@fluentui/react-icons";
import { useEffect, useState } from "react";
import { parseDayEnd } from "../../../domain/dateRange.ts";
import { INSPECTION_STATES, inspectionStateLabel } from "../../../domain/inspectionResults.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { DateRangeFields } from "../../ui/DateRangeFields.tsx";
import { EMPTY_SEARCH, type InspectionSearch } from "./searchQuery.ts";

const useStyles = makeStyles({
  row: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: tokens.spacingHorizontalM },
  text: { width: "200px" },
});

/** A reversed range, said before asking (the server checks again). */
const rangeError = (from: string, to: string, timezone: string): string | null => {
  const start = from ? parseDayEnd(from, "from", timezone) : null;
  const end = to ? parseDayEnd(to, "to", timezone) : null;
  return start && end && start.getTime() > end.getTime() ? TEXTS.dateRangeInvalid : null;
};

/** Search by VIN, session id, status and created days; a draft until Search (or Enter) applies it. */
export function InspectionSearchForm({
  applied,
  timezone,
  onSearch,
}: {
  applied: InspectionSearch;
  timezone: string;
  onSearch: (search: InspectionSearch) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(applied);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(applied), [applied]);
  const search = () => {
    const problem = rangeError(draft.from, draft.to, timezone);
    setError(problem);
    if (!problem) onSearch(draft);
  };
  const text = (key: "vin" | "session", label: string) => (
    <Field label={label}>
      <Input
        className={styles.text}
        value={draft[key]}
        onChange={(_, d) => setDraft((s) => ({ ...s, [key]: d.value }))}
        onKeyDown={(e) => e.key === "Enter" && search()}
      />
    </Field>
  );
  return (
    <search aria-label={TEXTS.inspectionsSearch} className={styles.row}>
      {text("vin", TEXTS.columnVin)}
      {text("session", TEXTS.columnSession)}
      <Field label={TEXTS.columnState}>
        <Select
          value={draft.status}
          onChange={(_, d) => setDraft((s) => ({ ...s, status: d.value as InspectionSearch["status"] }))}
        >
          <option value="">{TEXTS.searchStatusAll}</option>
          {INSPECTION_STATES.map((state) => (
            <option key={state} value={state}>
              {inspectionStateLabel(state)}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields
        withTime={false}
        from={draft.from}
        to={draft.to}
        timezone={timezone}
        error={error}
        onChange={(r) => setDraft((s) => ({ ...s, ...r }))}
        onSubmit={search}
      >
        <Button appearance="primary" icon={<SearchRegular />} onClick={search}>
          {TEXTS.search}
        </Button>
        <Button onClick={() => onSearch(EMPTY_SEARCH)}>{TEXTS.clearFilters}</Button>
      </DateRangeFields>
    </search>
  );
}
