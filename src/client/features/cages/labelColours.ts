import { cssHex, groupHex } from "../../../canvas/palette.ts";
import type { LabelGroup } from "../../../domain/partNames.ts";

/** A label group's colour in the part list: the workstation's fill colour, so a row matches its part. */
export const groupColour = (group: LabelGroup | null): string => cssHex(groupHex(group));
