import { Badge, makeStyles, Text, tokens } from "@fluentui/react-components";
import { TEXTS } from "../domain/texts";
import { type MarkerInput, markerNumberOf } from "./model";
import { cssHex, gradeHex } from "./palette";

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: 0, listStyleType: "none", display: "grid", gap: tokens.spacingVerticalXS },
  item: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS },
});

/** The numbered list beside the photo (read-only mode): number, colour of its grade, what it is. */
export function MarkerList({ markers, hidden }: { markers: readonly MarkerInput[]; hidden: boolean }) {
  const styles = useStyles();
  return (
    <section aria-label={TEXTS.wsMarkerList}>
      {hidden ? <Text size={200}>{TEXTS.wsMarkersHidden}</Text> : null}
      <ol className={styles.list}>
        {markers.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the number is the marker's identity on screen
          <li key={i} className={styles.item}>
            <Badge
              shape="circular"
              style={{ backgroundColor: cssHex(gradeHex(m.grade)), color: "#000" }}
              aria-hidden
            >
              {markerNumberOf(m, i)}
            </Badge>
            <Text>
              {m.label ?? ""} ({m.grade === null ? TEXTS.wsUngraded : TEXTS.wsGrade(m.grade)})
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
