/**
 * How a task was answered, as a person reads it (the inspection view's answers table, the QA's view of
 * the inspector's answer). The kinds are the answer endpoints' (`tasks.answer_kind`: accept, reject,
 * finish); the spec names none of them, so the labels are ours (docs/decisions.md "Answer kinds and
 * yes/no have plain labels").
 */
import { labelFrom } from "./identifierLabels.ts";
import { TEXTS } from "./texts.ts";

export const ANSWER_KINDS = ["accepted", "rejected", "finished"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** The label of an answer kind; a value the engine does not know reads 'Unknown', never the raw identifier. */
export const answerKindLabel = labelFrom(TEXTS.answerKindLabels);
