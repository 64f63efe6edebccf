/** Choices the task form builds from the vehicle lookups (GET /api/vehicle/trims/{id}, product §3). */

export interface ChoiceOption {
  name: string;
  description: string;
}

export interface LookupTransmissions {
  vehicle_trims: readonly { trim: { transmission_type_id: number } }[];
  vehicle_transmissions: readonly { transmission: { name: string } }[];
}

/** The slot's transmission value for a trim's transmission_type_id (1 = Auto, else Manual; product §3). */
export const transmissionKindOf = (typeId: number): "Automatic" | "Manual" =>
  typeId === 1 ? "Automatic" : "Manual";

/**
 * The transmission choices: the slot's trans_agent list when it has one (its values are what the answer
 * stores), else the lookup's transmissions. When the lookup lists the vehicle's trims, the slot's
 * Automatic/Manual keep only the kinds those trims were sold with (a Tesla is not offered Manual); a
 * slot list that names neither kind is kept whole.
 */
export function transmissionChoices(
  slot: readonly ChoiceOption[] | undefined,
  lookups: LookupTransmissions | null,
): ChoiceOption[] {
  if (slot && slot.length > 0) {
    const kinds = new Set<string>(
      (lookups?.vehicle_trims ?? []).map((t) => transmissionKindOf(t.trim.transmission_type_id)),
    );
    const kept = kinds.size === 0 ? [] : slot.filter((o) => kinds.has(o.name));
    return kept.length > 0 ? kept : [...slot];
  }
  return (lookups?.vehicle_transmissions ?? []).map((t) => ({
    name: t.transmission.name,
    description: t.transmission.name,
  }));
}

/** "Super White (White, 040)"; the parts the catalogue does not know are left out, never shown empty. */
export const colourLabel = (name: string, ...details: readonly string[]): string => {
  const known = details.filter((d) => d !== "");
  return known.length > 0 ? `${name} (${known.join(", ")})` : name;
};
