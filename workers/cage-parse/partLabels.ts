/**
 * The labels cage editors stored for a drawing's parts (a slot's labelData, issue 22) applied to the
 * parsed parts: most drawings carry no `data-name` / `data-group`, and without this their parts would
 * stay unnamed and unhittable on the marking screen however carefully they were labelled. The file's own
 * name wins where it gives one (the label supplies name and group only when the file has no name); an
 * entry for an id the drawing does not have, or with a group that is not a part group, is ignored.
 */

import { type CagePart, PART_GROUPS, type ParsedCage, type PartGroup, type PartLabel } from "./types";

const toGroup = (raw: string): PartGroup | null => PART_GROUPS.find((g) => g === raw.toUpperCase()) ?? null;

export function applyPartLabels(cage: ParsedCage, labels: readonly PartLabel[] | undefined): ParsedCage {
  if (!labels || labels.length === 0) return cage;
  const byId = new Map<string, { name: string; group: PartGroup }>();
  for (const l of labels) {
    const group = toGroup(l.group);
    if (group !== null && l.label.trim() !== "") byId.set(l.id, { name: l.label.trim(), group });
  }
  const parts = cage.parts.map((part): CagePart => {
    const entry = part.name === null ? byId.get(part.id) : undefined;
    if (!entry) return part;
    return { ...part, name: entry.name, group: entry.group, hittable: entry.group !== "UNDEFINED" };
  });
  return { ...cage, parts };
}
