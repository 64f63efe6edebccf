import type { LabelEntry } from "../../../contract/cages.ts";
import { LABEL_GROUPS, type LabelGroup, PART_NAME_CATALOGUE } from "../../../domain/partNames.ts";
import { UNDEFINED_LABEL } from "../../../domain/partSearch.ts";

/**
 * The labelling screen's pure state (product §2 "Cage labelling", §3 "Part-name catalogue"): a label per
 * part id, the picker's options grouped PART, BODY, GLASS, WHEEL, TIRE, UNDEFINED, and the labelData
 * the server takes. The server checks the same things again (part in the SVG, name in its group).
 */

export type Labels = ReadonlyMap<string, { label: string; group: LabelGroup }>;

/** A part of the slot's cage SVG that can carry a label (it has an id). */
export interface LabelPart {
  index: number;
  id: string;
  /** The name and group the SVG itself gives the part, if any. */
  name: string | null;
  group: string | null;
  /** What the drawing calls it (inkscape:label, <title>) and whether its id was made up: for suggestions. */
  captions?: readonly string[];
  generatedId?: boolean;
}

export { UNDEFINED_LABEL } from "../../../domain/partSearch.ts";

/** Picker groups in the spec's order: the catalogue names of the five groups, then UNDEFINED alone. */
export const LABEL_OPTIONS: readonly { group: LabelGroup; names: readonly string[] }[] = LABEL_GROUPS.map(
  (group) => ({ group, names: group === "UNDEFINED" ? [UNDEFINED_LABEL] : PART_NAME_CATALOGUE[group] }),
);

export const optionValue = (group: LabelGroup, label: string): string => `${group}|${label}`;

/** The picked option back to a label; "" (Not labelled) and anything unknown to null. */
export function parseOption(value: string): { label: string; group: LabelGroup } | null {
  const [group, label] = value.split("|");
  const options = LABEL_OPTIONS.find((o) => o.group === group);
  return options && label && options.names.includes(label) ? { label, group: options.group } : null;
}

export const labelsFrom = (data: readonly LabelEntry[]): Labels =>
  new Map(data.map((d) => [d.id, { label: d.label, group: d.group }]));

export function withLabel(
  labels: Labels,
  id: string,
  pick: { label: string; group: LabelGroup } | null,
): Labels {
  const next = new Map(labels);
  if (pick) next.set(id, pick);
  else next.delete(id);
  return next;
}

/** The labelData to send: labelled parts that are in the cage, in paint order. */
export const toLabelData = (labels: Labels, parts: readonly LabelPart[]): LabelEntry[] =>
  parts.flatMap((p) => {
    const l = labels.get(p.id);
    return l ? [{ id: p.id, label: l.label, group: l.group }] : [];
  });

/** One row per part id (a part drawn by several shapes is listed once, by its first shape). */
export function uniqueParts(parts: readonly LabelPart[]): LabelPart[] {
  const seen = new Set<string>();
  return parts.filter((p) => !seen.has(p.id) && !!seen.add(p.id));
}
