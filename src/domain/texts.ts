/**
 * Every user-visible text of the product, verbatim from the spec (spelling included).
 * One catalogue so texts can be found, tested and later translated.
 * Texts with placeholders are functions.
 */
import { CAGE_EDIT_TEXTS } from "./texts/cageEditing.ts";
import { CAGE_LABELLING_TEXTS } from "./texts/cageLabelling.ts";
import { CAGE_TEXTS } from "./texts/cages.ts";
import { GENERAL_TEXTS } from "./texts/general.ts";
import { INSPECTION_TEXTS } from "./texts/inspections.ts";
import { INTEGRATION_TEXTS } from "./texts/integrations.ts";
import { RESULT_TEXTS } from "./texts/results.ts";
import { REVIEW_TEXTS } from "./texts/review.ts";

/** Kept in one file per area; texts.test.ts proves no key is defined in two of them. */
export const TEXT_SECTIONS = {
  GENERAL_TEXTS,
  INSPECTION_TEXTS,
  CAGE_TEXTS,
  CAGE_EDIT_TEXTS,
  CAGE_LABELLING_TEXTS,
  REVIEW_TEXTS,
  RESULT_TEXTS,
  INTEGRATION_TEXTS,
} as const;

export const TEXTS = {
  ...GENERAL_TEXTS,
  ...INSPECTION_TEXTS,
  ...CAGE_TEXTS,
  ...CAGE_EDIT_TEXTS,
  ...CAGE_LABELLING_TEXTS,
  ...REVIEW_TEXTS,
  ...RESULT_TEXTS,
  ...INTEGRATION_TEXTS,
} as const;

export type TextKey = keyof typeof TEXTS;
