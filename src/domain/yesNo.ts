/** A yes/no value (a flag such as an inspection's qcPassed) as a person reads it, never `true`/`false`. */
import { TEXTS } from "./texts.ts";

export const yesNoLabel = (value: boolean): string => (value ? TEXTS.yes : TEXTS.no);
