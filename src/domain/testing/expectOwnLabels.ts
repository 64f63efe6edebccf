import { expect } from "vitest";
import { TEXTS } from "../texts.ts";

/**
 * The checks every identifier-label table passes: each identifier has a label of its own (not
 * 'Unknown', not itself, not blank, no two alike), and the table labels nothing else.
 */
export function expectOwnLabels(
  identifiers: readonly string[],
  label: (value: string) => string,
  table: Readonly<Record<string, string>>,
): void {
  const labels = identifiers.map(label);
  for (const [i, identifier] of identifiers.entries()) {
    expect(labels[i], identifier).not.toBe(TEXTS.unknownStatus);
    expect(labels[i], identifier).not.toBe(identifier);
    expect(labels[i]?.trim(), identifier).not.toBe("");
  }
  expect(new Set(labels).size).toBe(labels.length);
  expect(Object.keys(table).sort()).toEqual([...identifiers].sort());
}
