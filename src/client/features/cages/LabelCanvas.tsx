import { makeStyles, tokens } from "@fluentui/react-components";
import type { CageFiles } from "../../../contract/cages.ts";
import { TEXTS } from "../../../domain/texts.ts";
import type { LabelPart, Labels } from "./labelState.ts";
import { useFileUrl } from "./useFileUrl.ts";

const useStyles = makeStyles({
  frame: {
    position: "relative",
    minHeight: "420px",
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
  },
  layer: { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "contain" },
});

/** The slot's photo (else its outline image) with the cage over it. */
export function LabelCanvas({
  files,
  photoCode,
}: {
  files: CageFiles[string];
  photoCode: string;
  svg: string | null;
  parts: readonly LabelPart[];
  labels: Labels;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const styles = useStyles();
  const photo = useFileUrl(files.photo.url ?? files.outline.url ?? files.outline.fallback);
  const cage = useFileUrl(files.cage.url ?? files.cage.fallback);
  return (
    <div className={styles.frame}>
      {photo.src ? <img className={styles.layer} src={photo.src} alt={TEXTS.photoAlt(photoCode)} /> : null}
      {cage.src ? <img className={styles.layer} src={cage.src} alt="" /> : null}
    </div>
  );
}
