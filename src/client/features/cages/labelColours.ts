import type { LabelGroup } from "../../../domain/partNames.ts";

/**
 * The colour of each label group in the part list (spec §9: each group its own colour). The same
 * Okabe-Ito colours as the workstation's cage fill, so a row's swatch matches its part on the canvas.
 */
const COLOURS: Readonly<Record<LabelGroup | "NONE", string>> = {
  PART: "#0072b2",
  BODY: "#e69f00",
  GLASS: "#56b4e9",
  WHEEL: "#009e73",
  TIRE: "#3d3d3d",
  UNDEFINED: "#d55e00",
  NONE: "#bdbdbd",
};

export const groupColour = (group: LabelGroup | null): string => COLOURS[group ?? "NONE"];
