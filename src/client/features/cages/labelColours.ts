import { PART_GROUPS, type PartGroup } from "../../../../workers/cage-parse/types.ts";
import { cssHex, groupHex } from "../../../canvas/palette.ts";

const isPartGroup = (g: string | null): g is PartGroup =>
  (PART_GROUPS as readonly (string | null)[]).includes(g);

/**
 * A part's colour in the list: the workstation's fill for the same group, so a row matches its part on
 * the canvas (the workstation colours an unlabelled part by the SVG's own data-group).
 */
export const groupColour = (group: string | null): string =>
  cssHex(groupHex(isPartGroup(group) ? group : null));
