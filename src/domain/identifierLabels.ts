/**
 * Engine identifiers (task statuses, answer kinds) as a person reads them: a label from the texts
 * catalogue, and 'Unknown' for a value the catalogue has no label for, never the raw identifier.
 */
import { TEXTS } from "./texts.ts";

export const labelFrom =
  (labels: Readonly<Record<string, string>>) =>
  (value: string | null | undefined): string =>
    value && Object.hasOwn(labels, value) ? (labels[value] as string) : TEXTS.unknownStatus;
