import { fitsBodyType } from "./bodyTypeParts.ts";
import { LABEL_GROUPS, type LabelGroup, PART_NAMES, partGroupOf } from "./partNames.ts";
import { isKnown, QUALIFIERS, tokensOf } from "./partWords.ts";

/**
 * Label suggestions (issue 22): what a drawing calls each part — its id, data-name, inkscape:label,
 * <title> — matched to the part-name catalogue, with a confidence in [0, 1].
 *
 * Each catalogue name is one or more token patterns: the words a name must have (`required`) and words
 * it may have without saying anything else (`optional`: "panel" of a rocker panel, "door" of a door's
 * glass or handle, the end a part is at when it can only be at one — a hood is at the front). A part's
 * name matches a pattern when it has every required word, in any order. Its confidence starts at 1 and
 * each word the pattern does not explain lowers it: a word of place (left, front, a-pillar…) most, as it
 * names another part; a catalogue word (fog, glass…) next; a word the vocabulary does not know least —
 * so "grill_radiator" and "Door FR L" score 1, "hood_outline" 0.75, "damage-pill_hood" 0.56 and
 * "fog_light_back_right" (a rear fog lamp is not the catalogue's front one, nor its tail lamp) 0.6 at
 * best. Filler words (panel, copy…) explain nothing and cost nothing. Two different names scoring the
 * same best are a guess: the confidence is halved.
 */

export interface PartNaming {
  readonly id: string;
  /** A made-up id (shape-…) says nothing of the part. */
  readonly generatedId?: boolean;
  readonly name?: string | null;
  readonly captions?: readonly string[];
}

export interface LabelSuggestion {
  readonly label: string;
  readonly group: LabelGroup;
  readonly confidence: number;
  /** The drawing's text the suggestion comes from. */
  readonly from: string;
}

/** "Accept all above" starts here; the benchmark (tests/bench/labelSuggestions.bench.ts) measures it. */
export const DEFAULT_SUGGESTION_THRESHOLD = 0.8;

interface Pattern {
  readonly label: string;
  readonly group: LabelGroup;
  readonly required: readonly string[];
  readonly optional: ReadonlySet<string>;
}

const SIDES = ["LEFT", "RIGHT"] as const;

/** Words a part may carry that only restate what it is (by the name without its side). */
const IMPLIED: Readonly<Record<string, readonly string[]>> = {
  HOOD: ["front"],
  GRILLE: ["front", "radiator"],
  LOWER_GRILLE: ["front", "radiator"],
  HEADLAMP: ["front"],
  FOG_LAMP: ["front"],
  WINDSHIELD: ["front"],
  TRUNK: ["rear", "lid"],
  TAILGATE: ["rear"],
  LIFTGATE: ["rear"],
  TAIL_LAMP: ["rear"],
  THIRD_BRAKE_LAMP: ["rear", "high", "center", "mounted", "stop"],
  QUARTER_PANEL: ["rear"],
  QUARTER_GLASS: ["rear"],
  MIRROR: ["side", "door", "fender", "view", "outside", "exterior"],
  ROOF: ["top"],
  FUEL_DOOR: ["filler", "flap", "cap"],
  ANTENNA: ["roof"],
};

/** Other ways to say a name (by the name without its side; a sided name adds its side). */
const ALIASES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  QUARTER_PANEL: [["rear", "fender"]],
  REAR_WINDOW: [
    ["rear", "windshield"],
    ["rear", "glass"],
  ],
  TAIL_LAMP: [["rear", "lamp"]],
  HEADLAMP: [["front", "lamp"]],
  THIRD_BRAKE_LAMP: [["brake", "lamp"]],
};

/** Words that never decide: "panel" of a rocker panel, "door" of a door's glass, handle or trim. */
function softWords(tokens: readonly string[]): string[] {
  const soft: string[] = [];
  if (tokens.includes("panel") && tokens.length > 2) soft.push("panel");
  if (tokens.includes("door") && tokens.some((t) => t === "glass" || t === "handle" || t === "trim"))
    soft.push("door");
  return soft;
}

const labelGroupOf = (name: string): LabelGroup | null => {
  const group = partGroupOf(name);
  return group !== null && (LABEL_GROUPS as readonly string[]).includes(group) ? (group as LabelGroup) : null;
};

function patternsOf(name: string, group: LabelGroup): Pattern[] {
  const side = SIDES.find((s) => name.endsWith(`_${s}`));
  const stem = side ? name.slice(0, -side.length - 1) : name;
  const sideWord = side ? [side.toLowerCase()] : [];
  const own = tokensOf(name);
  const soft = softWords(own);
  const optional = new Set([...soft, ...(IMPLIED[stem] ?? [])]);
  const patterns: Pattern[] = [
    { label: name, group, required: own.filter((t) => !soft.includes(t)), optional },
  ];
  for (const alias of ALIASES[stem] ?? [])
    patterns.push({ label: name, group, required: [...alias, ...sideWord], optional });
  return patterns;
}

/** Every label the picker offers (not INTERIOR, which labels do not take), as patterns. */
const PATTERNS: readonly Pattern[] = PART_NAMES.flatMap((name) => {
  const group = labelGroupOf(name);
  return group ? patternsOf(name, group) : [];
});

/** Words that say nothing of which part it is. */
const FILLER: ReadonlySet<string> = new Set(["panel", "assembly", "assy", "part", "piece", "outer", "copy"]);

/** What a word the pattern does not explain leaves of the confidence. */
const cost = (token: string): number =>
  FILLER.has(token) ? 1 : QUALIFIERS.has(token) ? 0.4 : isKnown(token) ? 0.6 : 0.75;

/**
 * What a name that does not fit the drawing's body type keeps of its score (bodyTypeParts.ts): a name
 * that fits wins over it, and on its own it falls below the default threshold (a sliding door on a
 * sedan is a drawing's slip or another part, for a person to decide).
 */
export const UNFIT_BODY_TYPE = 0.5;

/**
 * The best catalogue name for one text, or null when no name has all its required words there.
 * `bodyType`: the cage's; names its vehicles cannot have score less.
 */
export function suggestFor(text: string, bodyType?: string | null): LabelSuggestion | null {
  const tokens = tokensOf(text);
  if (tokens.length === 0) return null;
  const best = new Map<string, { group: LabelGroup; score: number }>();
  for (const p of PATTERNS) {
    if (!p.required.every((t) => tokens.includes(t))) continue;
    const fit = fitsBodyType(p.label, bodyType) ? 1 : UNFIT_BODY_TYPE;
    const score = tokens
      .filter((t) => !p.required.includes(t) && !p.optional.has(t))
      .reduce((left, t) => left * cost(t), fit);
    if (score > (best.get(p.label)?.score ?? 0)) best.set(p.label, { group: p.group, score });
  }
  const ranked = [...best].sort((a, b) => b[1].score - a[1].score);
  const [first, second] = ranked;
  if (!first) return null;
  const tie = second !== undefined && second[1].score === first[1].score;
  return {
    label: first[0],
    group: first[1].group,
    confidence: round(tie ? first[1].score * 0.5 : first[1].score),
    from: text,
  };
}

const round = (x: number): number => Math.round(x * 100) / 100;

/** The texts a part is known by: its data-name, captions, then its id unless made up. */
const textsOf = (part: PartNaming): string[] =>
  [part.name ?? null, ...(part.captions ?? []), part.generatedId ? null : part.id].filter(
    (t): t is string => t !== null && t.trim() !== "",
  );

/** The best suggestion for one part over all its texts. */
export function suggestForPart(part: PartNaming, bodyType?: string | null): LabelSuggestion | null {
  let best: LabelSuggestion | null = null;
  for (const text of textsOf(part)) {
    const s = suggestFor(text, bodyType);
    if (s && (best === null || s.confidence > best.confidence)) best = s;
  }
  return best;
}

/** At least this many sided suggestions before a drawing counts as showing one side. */
const ONE_SIDE_MIN = 6;
/** …and at most this share of them naming the other side. */
const ONE_SIDE_MINORITY = 0.15;

/**
 * Suggestions for every part of a drawing, by part id. A view of one side of a car names nearly every
 * sided part by that side; the few that name the other side are slips of the drawing (a right-side
 * view's "handle_front_left"), so their confidence drops below the default threshold. `bodyType`: the
 * cage's, preferring the names its vehicles can have (suggestFor).
 */
export function suggestLabels(
  parts: readonly PartNaming[],
  bodyType?: string | null,
): Map<string, LabelSuggestion> {
  const found = new Map<string, LabelSuggestion>();
  for (const part of parts) {
    const s = suggestForPart(part, bodyType);
    if (s) found.set(part.id, s);
  }
  const sideOf = (label: string) => SIDES.find((s) => label.endsWith(`_${s}`));
  const sided = [...found.values()].filter((s) => sideOf(s.label) !== undefined);
  const lefts = sided.filter((s) => sideOf(s.label) === "LEFT").length;
  const minority = Math.min(lefts, sided.length - lefts);
  if (sided.length >= ONE_SIDE_MIN && minority > 0 && minority / sided.length <= ONE_SIDE_MINORITY) {
    const odd = lefts < sided.length - lefts ? "LEFT" : "RIGHT";
    for (const [id, s] of found)
      if (sideOf(s.label) === odd) found.set(id, { ...s, confidence: round(s.confidence * 0.6) });
  }
  return found;
}

/** The suggestions at or above a threshold, for parts that have no label yet. */
export function acceptable(
  suggestions: ReadonlyMap<string, LabelSuggestion>,
  threshold: number,
  isLabelled: (id: string) => boolean,
): [string, LabelSuggestion][] {
  return [...suggestions].filter(([id, s]) => s.confidence >= threshold && !isLabelled(id));
}
