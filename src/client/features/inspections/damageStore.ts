import { proxy } from "valtio";
import type { DamageInput } from "../../../contract/taskTypes.ts";

/**
 * The damages the agent has marked on the current task's photo. The imaging workstation writes it
 * (place, pick damage and grade, delete); the answer actions read it for accept / finish.
 */
export const damageStore = proxy<{ damages: DamageInput[] }>({ damages: [] });

/** What accept / finish send: a copy, so a later edit cannot change a sent answer. */
export function damagesForAnswer(): DamageInput[] {
  return damageStore.damages.map((d) => ({ ...d }));
}

/** A new task (or the end of one) starts with no marks. */
export function resetDamages(): void {
  damageStore.damages = [];
}
