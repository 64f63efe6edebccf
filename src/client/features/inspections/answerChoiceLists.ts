import { type AnswerChoiceLists, trimPackKey } from "../../../domain/answerLabels.ts";
import type { ChoiceOption } from "../../../domain/vehicleLookups.ts";
import { colourLabel, transmissionChoices } from "../../../domain/vehicleLookups.ts";
import type { VehicleLookups } from "./useTaskLookups.ts";

/**
 * The choices an answer's values are read against (domain answerFieldLines): the task's slot option
 * lists, and the colours, packs and transmissions of the vehicle lookups, labelled as the form's
 * lists label them (ChoiceFields.tsx).
 */
export function answerChoiceLists(
  slotOptions: Readonly<Record<string, readonly ChoiceOption[]>>,
  lookups: VehicleLookups | null,
): AnswerChoiceLists {
  return {
    ...slotOptions,
    // Every kind the slot lists (the form offers only the vehicle's), else the lookup's names.
    trans_agent: slotOptions.trans_agent?.length
      ? slotOptions.trans_agent
      : transmissionChoices(undefined, lookups),
    ext_id: (lookups?.vehicle_ext_colors ?? []).map(({ ext_color: c }) => ({
      name: c.id,
      description: colourLabel(c.color_name, c.generic_name, c.color_code),
    })),
    int_id: (lookups?.vehicle_int_colors ?? []).map(({ int_color: c }) => ({
      name: c.id,
      description: colourLabel(c.color_name, c.color_code),
    })),
    trim_pack: (lookups?.vehicle_trims_pack ?? []).map((p) => ({
      name: trimPackKey(p.trim.trim_id, p.option.option_id),
      description: p.full_name,
    })),
  };
}
