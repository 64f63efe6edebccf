import { Caption1, Input, makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { SearchRegular } from "@fluentui/react-icons";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { pickerAction } from "../../../domain/labelPickerKeys.ts";
import type { LabelGroup } from "../../../domain/partNames.ts";
import { type LabelEntry, searchLabels } from "../../../domain/partSearch.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { groupColour } from "./labelColours.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXS, minWidth: 0 },
  list: {
    maxHeight: "168px",
    overflowY: "auto",
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  option: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    padding: `2px ${tokens.spacingHorizontalS}`,
    cursor: "pointer",
  },
  active: { backgroundColor: tokens.colorBrandBackground2 },
  swatch: { width: "10px", height: "10px", borderRadius: "2px", flexShrink: 0 },
  name: { flexGrow: 1 },
  help: { color: tokens.colorNeutralForeground3 },
});

/**
 * The type-ahead label picker (issue 22): opened on the part being labelled with the focus in its box,
 * it lists the catalogue's readable names matching what is typed ("door fr l" → Front door left). Keys
 * (labelPickerKeys.ts): arrows choose, Enter assigns and the page moves to the next unlabelled part,
 * N / Shift+N skip and Ctrl+Z undoes while the box is empty. A click on a name assigns it too.
 */
export function PartPicker({
  part,
  bodyType,
  current,
  disabled,
  onAssign,
  onSkip,
  onUndo,
}: {
  /** The part being labelled (null: none chosen yet). */
  part: string | null;
  /** The cage's body type: the names its vehicles can have come first. */
  bodyType?: string | null;
  current: string | null;
  disabled: boolean;
  onAssign: (pick: { label: string; group: LabelGroup }) => void;
  onSkip: (step: 1 | -1) => void;
  onUndo: () => void;
}) {
  const styles = useStyles();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = useMemo(() => searchLabels(query, bodyType), [query, bodyType]);

  // A new part: a fresh box with the focus, so typing goes on without a click.
  useEffect(() => {
    setQuery("");
    setActive(0);
    if (part !== null && !disabled) input.current?.focus();
  }, [part, disabled]);
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [active, listId]);

  const assign = (entry: LabelEntry | undefined) => {
    if (!entry) return;
    // Cleared here too: with no unlabelled part left the part stays the same and the effect does not run.
    setQuery("");
    setActive(0);
    onAssign({ label: entry.label, group: entry.group });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = pickerAction(event, { query, active, count: results.length });
    if (action.type === "none") return;
    event.preventDefault();
    if (action.type === "move") setActive(action.index);
    else if (action.type === "assign") assign(results[action.index]);
    else if (action.type === "skip") onSkip(action.step);
    else if (action.type === "undo") onUndo();
    else if (action.type === "clear") {
      setQuery("");
      setActive(0);
    }
  };

  if (part === null) return <Text>{TEXTS.labelPickerChoose}</Text>;
  return (
    <section className={styles.root} aria-label={TEXTS.labelPicker}>
      <Text weight="semibold" truncate wrap={false} title={part}>
        {current ? `${part} · ${current}` : part}
      </Text>
      <Input
        ref={input}
        value={query}
        disabled={disabled}
        contentBefore={<SearchRegular />}
        placeholder={TEXTS.labelPickerPlaceholder}
        aria-label={TEXTS.labelPickerFor(part)}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={results.length > 0 ? `${listId}-${active}` : undefined}
        onChange={(_e, data) => {
          setQuery(data.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {results.length === 0 ? (
        <Text role="status">{TEXTS.labelPickerNone}</Text>
      ) : (
        <div className={styles.list} id={listId} role="listbox" aria-label={TEXTS.labelPickerFor(part)}>
          {results.map((entry, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (aria-activedescendant)
            <div
              key={entry.label}
              id={`${listId}-${i}`}
              role="option"
              // The focus stays in the box (aria-activedescendant); a click still picks.
              tabIndex={-1}
              aria-selected={i === active}
              className={mergeClasses(styles.option, i === active && styles.active)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => !disabled && assign(entry)}
            >
              <span
                className={styles.swatch}
                style={{ backgroundColor: groupColour(entry.group) }}
                aria-hidden
              />
              <span className={styles.name}>{entry.text}</span>
              <Caption1>{entry.group}</Caption1>
            </div>
          ))}
        </div>
      )}
      <Caption1 className={styles.help}>{TEXTS.labelPickerHelp}</Caption1>
    </section>
  );
}
