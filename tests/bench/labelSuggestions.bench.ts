/**
 * Label suggestions and labelling effort (issue 22 items 2 and 3).
 *
 *   npx tsx tests/bench/labelSuggestions.bench.ts
 *
 * 1. Precision and recall of the suggestions (src/domain/partSuggest.ts) over the corpus's part-labelled
 *    wireframes (tests/fixtures/cage-corpus/monk-*.svg), against the mapping below, written by hand from
 *    the drawings: what a cage editor would label each part. A suggestion counts at a threshold when its
 *    confidence is at or above it; it is right when it is the expected name. Parts expected to stay
 *    unlabelled (damage badges, background shapes) count against precision when suggested.
 * 2. The actions needed to label one of them (the Accord, 20 car parts among 61 drawn elements), in the
 *    same model before and after: a click to reach a part, then keys to name it.
 *    - Before: a click on the part's row dropdown, the raw code's shortest prefix that the dropdown's
 *      type-to-find lands on (the first option starting with it, in list order), Enter.
 *    - After: one click on "accept all" at the default threshold; then for each part still unlabelled,
 *      a click on it unless Enter already moved there (the next unlabelled part), the shortest query
 *      whose first match in the picker is its name, Enter.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { nextUnlabelled } from "../../src/domain/labelFlow.ts";
import { LABEL_ENTRIES, searchLabels } from "../../src/domain/partSearch.ts";
import { DEFAULT_SUGGESTION_THRESHOLD, suggestLabels } from "../../src/domain/partSuggest.ts";
import { parseCage } from "../../workers/cage-parse/parseCage.ts";
import { decodeSvg } from "../../workers/cage-parse/svgSource.ts";

const CORPUS = join(import.meta.dirname, "../fixtures/cage-corpus");

/** Monk's names for one side: the part each is, on that side (L or R). */
const sideParts = (s: "LEFT" | "RIGHT"): Record<string, string> => {
  const x = s === "LEFT" ? "left" : "right";
  return {
    [`fender_front_${x}`]: `FENDER_FRONT_${s}`,
    [`fender_back_${x}`]: `QUARTER_PANEL_${s}`,
    [`rocker_panel_${x}`]: `ROCKER_PANEL_${s}`,
    [`door_front_${x}`]: `FRONT_DOOR_${s}`,
    [`door_back_${x}`]: `REAR_DOOR_${s}`,
    [`window_front_${x}`]: `DOOR_GLASS_FRONT_${s}`,
    [`window_back_${x}`]: `DOOR_GLASS_REAR_${s}`,
    [`quarter_window_back_${x}`]: `QUARTER_GLASS_${s}`,
    [`mirror_${x}`]: `MIRROR_${s}`,
    [`wheel_front_${x}`]: `WHEEL_FRONT_${s}`,
    [`wheel_back_${x}`]: `WHEEL_REAR_${s}`,
    // The A-pillar, between the windshield and the front door's glass, in all three views.
    pillar: `PILLAR_A_${s}`,
  };
};

/**
 * Expected labels by part id; a part not listed (damage badges, background shapes) stays unlabelled. The
 * right-side views name their door handles "_left" (a slip of the drawings): a person labels them right.
 */
const EXPECTED: Record<string, Record<string, string>> = {
  "monk-fesc20-front-left.svg": {
    ...sideParts("LEFT"),
    handle_front_left: "DOOR_HANDLE_FRONT_LEFT",
    handle_back_left: "DOOR_HANDLE_REAR_LEFT",
    tail_light_left: "TAIL_LAMP_LEFT",
    head_light_left: "HEADLAMP_LEFT",
    fog_light_front_left: "FOG_LAMP_LEFT",
    bumper_front: "FRONT_BUMPER",
    grill_radiator: "GRILLE",
    hood: "HOOD",
    roof: "ROOF",
    windshield_front: "WINDSHIELD",
    license_plate_front: "LICENSE_PLATE_FRONT",
  },
  "monk-jgc21-front-right.svg": {
    ...sideParts("RIGHT"),
    handle_front_left: "DOOR_HANDLE_FRONT_RIGHT",
    handle_back_left: "DOOR_HANDLE_REAR_RIGHT",
    head_light_right: "HEADLAMP_RIGHT",
    fog_light_front_right: "FOG_LAMP_RIGHT",
    bumper_front: "FRONT_BUMPER",
    grill_radiator: "GRILLE",
    grill_low: "LOWER_GRILLE",
    hood: "HOOD",
    roof: "ROOF",
    windshield_front: "WINDSHIELD",
    license_plate_front: "LICENSE_PLATE_FRONT",
  },
  // The rear fog lamp has no catalogue name: it stays unlabelled (UNDEFINED at most).
  "monk-haccord-rear-right.svg": {
    ...sideParts("RIGHT"),
    handle_front_left: "DOOR_HANDLE_FRONT_RIGHT",
    handle_back_left: "DOOR_HANDLE_REAR_RIGHT",
    tail_light_right: "TAIL_LAMP_RIGHT",
    bumper_back: "REAR_BUMPER",
    trunk: "TRUNK",
    roof: "ROOF",
    windshield_back: "REAR_WINDOW",
    license_plate_back: "LICENSE_PLATE_REAR",
  },
};

const partsOf = (file: string) => parseCage(decodeSvg(readFileSync(join(CORPUS, file)))).parts;

export interface SuggestionScore {
  threshold: number;
  suggested: number;
  right: number;
  expected: number;
  precision: number;
  recall: number;
  wrong: string[];
}

export function scoreSuggestions(threshold: number): SuggestionScore {
  let suggested = 0;
  let right = 0;
  let expected = 0;
  const wrong: string[] = [];
  for (const [file, mapping] of Object.entries(EXPECTED)) {
    const parts = partsOf(file);
    const found = suggestLabels(parts);
    for (const part of parts) {
      const want = mapping[part.id] ?? null;
      if (want) expected++;
      const s = found.get(part.id);
      if (!s || s.confidence < threshold) continue;
      suggested++;
      if (s.label === want) right++;
      else wrong.push(`${file}#${part.id} → ${s.label} (want ${want ?? "none"})`);
    }
  }
  return {
    threshold,
    suggested,
    right,
    expected,
    precision: suggested === 0 ? 1 : right / suggested,
    recall: right / expected,
    wrong,
  };
}

/** Keys to type before the dropdown's type-to-find (first option starting with them) is on `label`. */
function dropdownKeys(label: string): number {
  const options = ["Not labelled", ...LABEL_ENTRIES.map((e) => e.label)];
  for (let n = 1; n <= label.length; n++) {
    const prefix = label.slice(0, n).toLowerCase();
    if (options.find((o) => o.toLowerCase().startsWith(prefix)) === label) return n;
  }
  return label.length;
}

/** The shortest query (a prefix of a word of the readable name, then more words) the picker ranks first. */
function pickerKeys(label: string): number {
  const words = LABEL_ENTRIES.find((e) => e.label === label)!
    .text.toLowerCase()
    .split(" ");
  let best = Number.POSITIVE_INFINITY;
  // Words in any order: try each order of up to the first three words, each word cut short.
  const orders = permutations(words);
  for (const order of orders) {
    let typed = "";
    for (const word of order) {
      for (let n = 1; n <= word.length; n++) {
        const query = `${typed}${word.slice(0, n)}`;
        if (searchLabels(query)[0]?.label === label) best = Math.min(best, query.length);
      }
      typed += `${word} `;
    }
  }
  return best;
}

function permutations(words: string[]): string[][] {
  if (words.length <= 1) return [words];
  return words.flatMap((w, i) =>
    permutations([...words.slice(0, i), ...words.slice(i + 1)]).map((p) => [w, ...p]),
  );
}

export function labellingActions(file = "monk-haccord-rear-right.svg") {
  const parts = partsOf(file);
  const mapping = EXPECTED[file]!;
  const targets = parts.filter((p) => mapping[p.id]);
  const before = targets.reduce((sum, p) => sum + 1 + dropdownKeys(mapping[p.id]!) + 1, 0);

  const found = suggestLabels(parts);
  const labelled = new Set<string>();
  for (const [id, s] of found) if (s.confidence >= DEFAULT_SUGGESTION_THRESHOLD) labelled.add(id);
  const ids = parts.map((p) => p.id);
  let after = 1;
  let at = nextUnlabelled(ids, (id) => labelled.has(id), null);
  const rest = targets.filter((p) => !labelled.has(p.id) || found.get(p.id)?.label !== mapping[p.id]);
  for (const p of rest) {
    if (at !== p.id) after++; // a click on the part
    after += pickerKeys(mapping[p.id]!) + 1; // the query, Enter
    labelled.add(p.id);
    at = nextUnlabelled(ids, (id) => labelled.has(id), p.id);
  }
  return {
    parts: targets.length,
    drawn: parts.length,
    accepted: targets.length - rest.length,
    before,
    after,
  };
}

export function runLabelSuggestionsBench(): string {
  const lines = ["Label suggestions over the corpus's part-labelled wireframes (3 files):"];
  for (const t of [0.5, 0.6, 0.7, 0.8, 0.9, 1]) {
    const s = scoreSuggestions(t);
    lines.push(
      `  threshold ${t.toFixed(2)}${t === DEFAULT_SUGGESTION_THRESHOLD ? " (default)" : ""}: ${s.suggested} suggested, ${s.right} right of ${s.expected} expected — precision ${(s.precision * 100).toFixed(1)} %, recall ${(s.recall * 100).toFixed(1)} %`,
    );
  }
  const wrong = scoreSuggestions(DEFAULT_SUGGESTION_THRESHOLD).wrong;
  lines.push(`  wrong at the default: ${wrong.length === 0 ? "none" : wrong.join("; ")}`);
  const a = labellingActions();
  lines.push(
    `Labelling the Accord wireframe (${a.parts} car parts of ${a.drawn} drawn elements): before ${a.before} actions, after ${a.after} (${a.accepted} accepted in one click)`,
  );
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(runLabelSuggestionsBench());
