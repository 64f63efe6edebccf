/**
 * The words people and drawing tools use for vehicle parts, reduced to the part-name catalogue's own
 * words (issue 22: label suggestions and the type-ahead picker). A name such as `fenderFrontRight`,
 * "Door FR L", "bonnet" or "rear-windscreen" becomes canonical tokens ("fender front right", "door front
 * left", "hood", "rear windshield"), so names can be compared whatever their case, separators, word
 * order, abbreviations and regional synonyms.
 */

import { PART_NAMES } from "./partNames.ts";

/** Abbreviations and synonyms → the catalogue's words. A word not listed stands for itself. */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  // Sides and ends. "fr"/"rr" are front/rear (as "door fr l"); "fl", "rl"… name a corner.
  l: ["left"],
  lh: ["left"],
  lt: ["left"],
  lft: ["left"],
  r: ["right"],
  rh: ["right"],
  rt: ["right"],
  rgt: ["right"],
  f: ["front"],
  fr: ["front"],
  frt: ["front"],
  fnt: ["front"],
  fwd: ["front"],
  forward: ["front"],
  rr: ["rear"],
  back: ["rear"],
  bk: ["rear"],
  fl: ["front", "left"],
  lf: ["front", "left"],
  rl: ["rear", "left"],
  lr: ["rear", "left"],
  rf: ["front", "right"],
  low: ["lower"],
  bottom: ["lower"],
  // Body.
  bonnet: ["hood"],
  boot: ["trunk"],
  decklid: ["trunk"],
  hatch: ["tailgate"],
  hatchback: ["tailgate"],
  wing: ["fender"],
  guard: ["fender"],
  mudguard: ["fender"],
  sill: ["rocker"],
  skirt: ["rocker"],
  qtr: ["quarter"],
  post: ["pillar"],
  apillar: ["pillar", "a"],
  bpillar: ["pillar", "b"],
  cpillar: ["pillar", "c"],
  dpillar: ["pillar", "d"],
  fascia: ["bumper"],
  bmpr: ["bumper"],
  // Glass.
  windscreen: ["windshield"],
  window: ["glass"],
  glazing: ["glass"],
  pane: ["glass"],
  backlight: ["rear", "windshield"],
  moonroof: ["sunroof"],
  // Lamps.
  light: ["lamp"],
  headlamp: ["head", "lamp"],
  headlight: ["head", "lamp"],
  taillamp: ["tail", "lamp"],
  taillight: ["tail", "lamp"],
  foglamp: ["fog", "lamp"],
  foglight: ["fog", "lamp"],
  // Others.
  grill: ["grille"],
  licence: ["license"],
  registration: ["license"],
  number: ["license"],
  tyre: ["tire"],
  rim: ["wheel"],
  alloy: ["wheel"],
  aerial: ["antenna"],
  wipers: ["wiper"],
};

/** Words that say where a part is: a name that has one of them the candidate does not is another part. */
export const QUALIFIERS: ReadonlySet<string> = new Set([
  "left",
  "right",
  "front",
  "rear",
  "a",
  "b",
  "c",
  "d",
  "lower",
  "upper",
  "third",
  "spare",
  "sliding",
  "cargo",
]);

/** Every word the catalogue and the synonyms use (plurals of these lose their "s"). */
const KNOWN: ReadonlySet<string> = new Set([
  ...Object.values(WORDS).flat(),
  ...PART_NAMES.flatMap((name) => name.toLowerCase().split("_")),
]);

/** A name's raw words: split at separators, digits and camelCase humps, lower-cased. */
export function rawWords(text: string): string[] {
  return text
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 0);
}

/** A word the vocabulary knows as canonical tokens, or null (a plural's "s" dropped when that helps). */
function knownTokens(word: string): readonly string[] | null {
  const listed = WORDS[word];
  if (listed) return listed;
  if (KNOWN.has(word)) return [word];
  if (word.length > 3 && word.endsWith("s")) return knownTokens(word.slice(0, -1));
  return null;
}

/** Pieces a run-together word splits into ("rockerpanel" → rocker panel), each a known word of 3+ letters. */
function splitCompound(word: string): string[] | null {
  // best[i]: the fewest pieces that spell word.slice(0, i).
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 12); start <= end - 3; start++) {
      const head = best[start];
      const piece = word.slice(start, end);
      if (head && knownTokens(piece) && (best[end] === null || head.length + 1 < best[end]!.length))
        best[end] = [...head, piece];
    }
  }
  const pieces = best[word.length];
  return pieces && pieces.length > 1 ? pieces : null;
}

/** One raw word as canonical tokens; an unknown word stands for itself. */
export function canonicalOf(word: string): readonly string[] {
  const known = knownTokens(word);
  if (known) return known;
  const pieces = word.length >= 6 ? splitCompound(word) : null;
  return pieces ? pieces.flatMap((p) => knownTokens(p) ?? [p]) : [word];
}

/** True when the word is one of the vocabulary's (the catalogue's words and their synonyms). */
export const isKnown = (token: string): boolean => KNOWN.has(token);

/** A name as canonical tokens, in order, repeats dropped. */
export function tokensOf(text: string): string[] {
  return [...new Set(rawWords(text).flatMap(canonicalOf))];
}

/** What a word being typed may become: every listed word it starts (2+ letters) as canonical tokens. */
export function completionsOf(prefix: string): (readonly string[])[] {
  if (prefix.length < 2) return [];
  return Object.keys(WORDS)
    .filter((w) => w.startsWith(prefix))
    .map((w) => WORDS[w]!);
}
