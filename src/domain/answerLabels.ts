/**
 * An answer as a person reads it (issue 21: the QA's view of the inspector's answer showed raw codes).
 * Reasons and choices are catalogue options {name, description}: the answer stores the name (an
 * accept, a slot option, a lookup id) or, for a reject, the description the client sends; either
 * reads as the description. Fields read as the form labels them.
 */
import { TEXTS } from "./texts.ts";
import { WHEEL_FIELDS } from "./vehicleData.ts";
import type { ChoiceOption } from "./vehicleLookups.ts";
import { yesNoLabel } from "./yesNo.ts";

/** The option a reason or a choice names, by its name or its description. */
export const optionOf = (
  options: readonly ChoiceOption[] | undefined,
  chosen: string,
): ChoiceOption | undefined => options?.find((o) => o.name === chosen || o.description === chosen);

/** The catalogue's label of a choice; the value itself when the catalogue has no such option. */
export const optionLabel = (options: readonly ChoiceOption[] | undefined, chosen: string): string =>
  optionOf(options, chosen)?.description ?? chosen;

/** A trim pack's key: trim_id and option_id are chosen together (product §5), so they name it together. */
export const trimPackKey = (trimId: string, optionId: string): string => `${trimId}|${optionId}`;

/** The list of choices a field takes its values from: the slot's lists, the lookups' colours and packs. */
export type AnswerChoiceLists = Readonly<Record<string, readonly ChoiceOption[]>>;

const FIELD_LABELS: Readonly<Record<string, string>> = {
  vin: TEXTS.vinLabel,
  serial: TEXTS.serialLabel,
  pin: TEXTS.pinLabel,
  plate_number: TEXTS.plateNumberLabel,
  make: TEXTS.makeLabel,
  year: TEXTS.yearLabel,
  model: TEXTS.modelLabel,
  body_type: TEXTS.bodyTypeLabel,
  odom_reading: TEXTS.odometerReadingLabel,
  odom_unit: TEXTS.odometerUnitLabel,
  trim_id: TEXTS.trimLabel,
  trans_agent: TEXTS.transmissionLabel,
  ext_id: TEXTS.extColorLabel,
  int_id: TEXTS.intColorLabel,
  int_status: TEXTS.intStatusLabel,
  // The switch reads "vehicle exists"; the answer's createVehicle is its opposite (see below).
  createVehicle: TEXTS.createVehicleToggle,
  ...Object.fromEntries(WHEEL_FIELDS.map((w) => [w, TEXTS.wheelMaterialLabel(TEXTS.wheelName(w))])),
};

/** The list a field's value is one of (slot option lists keep their spec names, product §3). */
const LIST_OF_FIELD: Readonly<Record<string, string>> = {
  int_status: "int_status",
  odom_unit: "odom_unit",
  trans_agent: "trans_agent",
  ext_id: "ext_id",
  int_id: "int_id",
  trim_id: "trim_pack",
  ...Object.fromEntries(WHEEL_FIELDS.map((w) => [w, "wheel_material"])),
};

export interface AnswerLine {
  key: string;
  label: string;
  value: string;
}

const valueLabel = (key: string, fields: Record<string, unknown>, lists: AnswerChoiceLists): string => {
  const value = fields[key];
  if (key === "createVehicle") return yesNoLabel(value !== true);
  if (typeof value === "boolean") return yesNoLabel(value);
  const list = lists[LIST_OF_FIELD[key] ?? ""];
  const chosen =
    key === "trim_id" ? trimPackKey(String(value), String(fields.option_id ?? "")) : String(value);
  return optionOf(list, chosen)?.description ?? String(value);
};

/**
 * The answer's fields, one line each, labelled as the form labels them; a field the form does not
 * know keeps its name. A trim pack is one line (option_id goes with trim_id); empty values are left out.
 */
export function answerFieldLines(fields: Record<string, unknown>, lists: AnswerChoiceLists): AnswerLine[] {
  return Object.keys(fields)
    .filter((key) => fields[key] !== undefined && fields[key] !== null && fields[key] !== "")
    .filter((key) => !(key === "option_id" && fields.trim_id !== undefined))
    .map((key) => ({ key, label: FIELD_LABELS[key] ?? key, value: valueLabel(key, fields, lists) }));
}
