import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import { cssHex, GROUP_HEX, LABELLED_ALPHA, SUGGESTED_ALPHA } from "../../../canvas/palette.ts";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    padding: 0,
    listStyleType: "none",
  },
  item: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS },
  swatch: { width: "16px", height: "12px", borderRadius: "2px", boxSizing: "border-box" },
});

/** A group's colour at the canvas's fill alpha, as CSS. */
const tint = (hex: number, alpha: number): string => {
  const css = cssHex(hex);
  return `${css}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, "0")}`;
};

/**
 * What the label canvas's colours mean (issue 22): a labelled part is filled in its group's colour, a
 * part only suggested is pale with an outline in the suggested group's colour, a part with neither is
 * grey. Drawn with the canvas's own alphas (cageLayer.ts), shown for the body group.
 */
export function LabelLegend() {
  const styles = useStyles();
  const body = GROUP_HEX.BODY;
  const items = [
    { text: TEXTS.labelLegendLabelled, style: { backgroundColor: tint(body, LABELLED_ALPHA * 1.6) } },
    {
      text: TEXTS.labelLegendSuggested,
      style: { backgroundColor: tint(body, SUGGESTED_ALPHA * 1.6), border: `2px solid ${cssHex(body)}` },
    },
    { text: TEXTS.labelLegendNone, style: { backgroundColor: tint(GROUP_HEX.NONE, LABELLED_ALPHA * 1.6) } },
  ];
  return (
    <ul className={styles.root} aria-label={TEXTS.labelLegend}>
      {items.map((item) => (
        <li key={item.text} className={styles.item}>
          <span className={styles.swatch} style={item.style} aria-hidden />
          <Caption1>{item.text}</Caption1>
        </li>
      ))}
    </ul>
  );
}
