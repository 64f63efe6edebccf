import { fitsBodyType } from "./bodyTypeParts.ts";
import { LABEL_GROUPS, type LabelGroup, PART_NAME_CATALOGUE, partLabel } from "./partNames.ts";
import { canonicalOf, completionsOf, rawWords, tokensOf } from "./partWords.ts";

/**
 * The type-ahead label picker's search (issue 22): "door fr l" finds the front left door. Each word
 * typed must match a word of the entry — the same word after abbreviations and synonyms ("fr" front,
 * "l" left, "bonnet" hood), or the start of one of the entry's words or of a synonym (the word still
 * being typed: "hea" of headlamp, "bonn" of bonnet). Entries are ranked by how much of their name the query covers (the front left door
 * before the front left door's glass), then in catalogue order.
 */

export interface LabelEntry {
  readonly label: string;
  readonly group: LabelGroup;
  /** How a person reads it: "Front door left". */
  readonly text: string;
}

export const UNDEFINED_LABEL = "UNDEFINED";

interface Indexed extends LabelEntry {
  readonly tokens: readonly string[];
  /** Its canonical tokens and its own words, for prefix matches. */
  readonly words: readonly string[];
}

/** The picker's entries in the spec's group order (PART … TIRE, then UNDEFINED alone). */
export const LABEL_ENTRIES: readonly LabelEntry[] = LABEL_GROUPS.flatMap((group) =>
  (group === "UNDEFINED" ? [UNDEFINED_LABEL] : PART_NAME_CATALOGUE[group]).map((label) => ({
    label,
    group,
    text: partLabel(label),
  })),
);

const INDEX: readonly Indexed[] = LABEL_ENTRIES.map((e) => {
  const tokens = tokensOf(e.label);
  return { ...e, tokens, words: [...new Set([...tokens, ...rawWords(e.label)])] };
});

/** Whether one typed word matches an entry: as its canonical tokens, or as the start of a word. */
function matches(entry: Indexed, word: string): boolean {
  const canonical = canonicalOf(word);
  const has = (tokens: readonly string[]) => tokens.every((t) => entry.tokens.includes(t));
  if (has(canonical)) return true;
  // "bonn" on its way to bonnet: the synonym's words count.
  return entry.words.some((w) => w.startsWith(word)) || completionsOf(word).some(has);
}

/**
 * The entries a query finds, best first; all of them for an empty query. `bodyType`: the cage's; the
 * names its vehicles cannot have come after those they can (bodyTypeParts.ts), each in their own order.
 */
export function searchLabels(query: string, bodyType?: string | null): LabelEntry[] {
  const fitting = (entries: LabelEntry[]): LabelEntry[] => {
    if (!bodyType) return entries;
    const fits = (e: LabelEntry) => e.label === UNDEFINED_LABEL || fitsBodyType(e.label, bodyType);
    return [...entries.filter(fits), ...entries.filter((e) => !fits(e))];
  };
  const words = rawWords(query);
  if (words.length === 0) return fitting([...LABEL_ENTRIES]);
  const found: { entry: Indexed; cover: number; order: number }[] = [];
  INDEX.forEach((entry, order) => {
    if (!words.every((w) => matches(entry, w))) return;
    const typed = new Set(words.flatMap(canonicalOf));
    const covered = entry.tokens.filter((t) => typed.has(t) || words.some((w) => t.startsWith(w))).length;
    found.push({ entry, cover: covered / entry.tokens.length, order });
  });
  found.sort((a, b) => b.cover - a.cover || a.order - b.order);
  return fitting(found.map(({ entry: { label, group, text } }) => ({ label, group, text })));
}
