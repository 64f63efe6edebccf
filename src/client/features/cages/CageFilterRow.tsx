import { Dropdown, Input, makeStyles, Option, TableCell, TableRow } from "@fluentui/react-components";
import { useEffect, useRef, useState } from "react";
import type { CageListQuery, CageSettings } from "../../../contract/cages.ts";
import { CAGE_GROUPS } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { type FilterKey, yearOptions } from "./listQuery.ts";

const useStyles = makeStyles({
  control: { minWidth: "0", width: "100%" },
});

/** Typed filters reach the URL after a pause, so every key press is not a request. */
const TYPING_DELAY_MS = 350;

function TextFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(value);
  // The URL wins when it changes from outside (back button, a shared link).
  useEffect(() => setDraft(value), [value]);
  // The pause runs from the last key only: the parent's renders (the list loading, another filter
  // picked) hand a new onChange each time and must not restart it.
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => latest.current(draft.trim()), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Input
      className={styles.control}
      size="small"
      aria-label={TEXTS.cageFilterLabel(label)}
      value={draft}
      maxLength={64}
      onChange={(_e, data) => setDraft(data.value)}
    />
  );
}

function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <Dropdown
      className={styles.control}
      size="small"
      aria-label={TEXTS.cageFilterLabel(label)}
      value={value === "" ? TEXTS.cageFilterAll : value}
      selectedOptions={[value]}
      onOptionSelect={(_e, data) => onChange(data.optionValue ?? "")}
    >
      <Option value="">{TEXTS.cageFilterAll}</Option>
      {options.map((o) => (
        <Option key={o} value={o}>
          {o}
        </Option>
      ))}
    </Dropdown>
  );
}

/** The second header row of the Cage Manager (product §2): one filter under each column. */
export function CageFilterRow({
  query,
  settings,
  onFilter,
}: {
  query: CageListQuery;
  settings: CageSettings | undefined;
  onFilter: (key: FilterKey, value: string) => void;
}) {
  const years = settings ? yearOptions(settings.listYear).map(String) : [];
  const select = (key: FilterKey, label: string, options: readonly string[]) => (
    <SelectFilter
      label={label}
      value={String(query[key] ?? "")}
      options={options}
      onChange={(v) => onFilter(key, v)}
    />
  );
  const text = (key: FilterKey, label: string) => (
    <TextFilter label={label} value={String(query[key] ?? "")} onChange={(v) => onFilter(key, v)} />
  );
  return (
    <TableRow aria-label={TEXTS.cageFiltersLabel}>
      <TableCell />
      <TableCell>{select("group", TEXTS.cageColType, CAGE_GROUPS)}</TableCell>
      <TableCell>{select("make", TEXTS.cageColMake, settings?.listMake ?? [])}</TableCell>
      <TableCell>{text("model", TEXTS.cageColModel)}</TableCell>
      <TableCell>{select("year", TEXTS.cageColYear, years)}</TableCell>
      <TableCell>{select("bodyType", TEXTS.cageColBody, settings?.listBodyType ?? [])}</TableCell>
      <TableCell>{text("trim", TEXTS.cageColTrim)}</TableCell>
      <TableCell>{text("code", TEXTS.cageColCode)}</TableCell>
      <TableCell>{select("status", TEXTS.cageColStatus, settings?.listStatus ?? [])}</TableCell>
      <TableCell />
    </TableRow>
  );
}
