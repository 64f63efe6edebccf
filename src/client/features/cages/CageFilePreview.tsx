import { Caption1, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import type { CageFiles } from "../../../contract/cages.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { useAuthImage } from "../../api/useAuthImage.ts";

const useStyles = makeStyles({
  frame: {
    height: "150px",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
  },
  image: { maxWidth: "100%", maxHeight: "100%", objectFit: "contain" },
  mirrored: { transform: "scaleX(-1)" },
});

type CageFile = CageFiles[string]["photo"];

/** A slot file's preview: the uploaded file, else the body type's generated outline (marked as such). */
export function CageFilePreview({
  file,
  alt,
  mirrored = false,
}: {
  file: CageFile;
  alt: string;
  mirrored?: boolean;
}) {
  const styles = useStyles();
  const url = file.url ?? file.fallback;
  const { src, failed } = useAuthImage(url);
  return (
    <div>
      <div className={styles.frame}>
        {!url ? (
          <Text>{TEXTS.cageFileMissing}</Text>
        ) : src ? (
          <img className={`${styles.image} ${mirrored ? styles.mirrored : ""}`} src={src} alt={alt} />
        ) : failed ? (
          <Text role="alert">{TEXTS.photoFailed}</Text>
        ) : (
          <Spinner size="small" />
        )}
      </div>
      {!file.url && file.fallback ? <Caption1>{TEXTS.cageFileFallback}</Caption1> : null}
    </div>
  );
}
