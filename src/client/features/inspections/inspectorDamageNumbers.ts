/**
 * The numbers the QA's inspector-answer panel gives the inspector's damages on a QC damage photo (issue
 * 23): the number of the damage's marker now, the canvas's and the marked-damage list's (markMarkers,
 * damageNumber), found by id among the photo's marks. A damage the QA removed has no marker and no
 * number (null), and the ones after it move up, as the markers do.
 */
import { damageNumber } from "./workstation/markMode.ts";

export function inspectorDamageNumbers(
  inspectorIds: readonly string[],
  marks: readonly { readonly id?: string }[],
): (number | null)[] {
  return inspectorIds.map((id) => {
    const at = marks.findIndex((m) => m.id === id);
    return at < 0 ? null : damageNumber(at);
  });
}
