import {
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { useEffect, useRef } from "react";
import { type LabelGroup, partLabel } from "../../../domain/partNames.ts";
import type { LabelSuggestion } from "../../../domain/partSuggest.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { LabelPicker } from "./LabelPicker.tsx";
import { groupColour } from "./labelColours.ts";
import type { LabelPart, Labels } from "./labelState.ts";

const useStyles = makeStyles({
  // The side panel gives the list what is left of its height; the list scrolls, the page does not.
  wrap: { overflowY: "auto", flex: "1 1 0", minHeight: "120px" },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  swatch: {
    display: "inline-block",
    width: "12px",
    height: "12px",
    borderRadius: "2px",
    marginRight: tokens.spacingHorizontalS,
    verticalAlign: "middle",
  },
  id: {
    cursor: "pointer",
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: "anywhere",
  },
  suggested: { display: "block", color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyBase },
});

/**
 * The parts of the slot's cage, each with its label picker and, while unlabelled, its suggestion; the
 * selected part's row is highlighted.
 */
export function LabelPartList({
  parts,
  labels,
  suggestions,
  selected,
  readOnly,
  onSelect,
  onPick,
}: {
  parts: readonly LabelPart[];
  labels: Labels;
  suggestions: ReadonlyMap<string, LabelSuggestion>;
  selected: string | null;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onPick: (id: string, pick: { label: string; group: LabelGroup } | null) => void;
}) {
  const styles = useStyles();
  const selectedRow = useRef<HTMLTableRowElement>(null);
  // A part clicked on the canvas comes into view in the list.
  useEffect(() => {
    if (selected) selectedRow.current?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);
  return (
    <div className={styles.wrap}>
      <Table size="small" aria-label={TEXTS.labelParts}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{TEXTS.labelParts}</TableHeaderCell>
            <TableHeaderCell>{TEXTS.cageLabelButton}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {parts.map((part) => {
            const label = labels.get(part.id);
            const suggestion = label ? undefined : suggestions.get(part.id);
            const isSelected = part.id === selected;
            return (
              <TableRow
                key={part.id}
                ref={isSelected ? selectedRow : undefined}
                className={mergeClasses(isSelected && styles.selected)}
                aria-selected={isSelected}
                onClick={() => onSelect(part.id)}
              >
                <TableCell className={styles.id}>
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: groupColour(label?.group ?? part.group) }}
                    aria-hidden
                  />
                  {part.id}
                  {suggestion ? (
                    <span className={styles.suggested}>
                      {TEXTS.labelSuggested(partLabel(suggestion.label), suggestion.confidence)}
                    </span>
                  ) : null}
                </TableCell>
                {/* Its own dropdown does not select the row: the type-ahead picker would take the focus. */}
                <TableCell onClick={(e) => e.stopPropagation()}>
                  <LabelPicker
                    part={part.id}
                    value={label}
                    disabled={readOnly}
                    onPick={(pick) => onPick(part.id, pick)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
