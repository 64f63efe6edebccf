import { makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { useState } from "react";
import { TEXTS } from "../../../domain/texts.ts";
import { useAuthImage } from "../../api/useAuthImage.ts";
import { takePrefetchedPhoto } from "./photoPrefetch.ts";

const useStyles = makeStyles({
  frame: {
    flexGrow: 1,
    minHeight: "320px",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
    // A damage task's keyboard home where the browser has no WebGL (issue 21): its ring shows the focus.
    ":focus": {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: "-2px",
    },
  },
  image: { maxWidth: "100%", maxHeight: "calc(100vh - 260px)", objectFit: "contain" },
});

/**
 * The task photo. Our photos need the Authorization header, so they are fetched as a blob and shown
 * from an object URL (useAuthImage, which takes the prefetched blob when the task's arrival started one).
 * The imaging workstation shows it for photos without a cage.
 */
export function TaskPhoto({
  url,
  photoCode,
  onLoaded,
}: {
  url: string | null;
  photoCode: string;
  onLoaded: () => void;
}) {
  const styles = useStyles();
  const { src, failed: notLoaded } = useAuthImage(url, takePrefetchedPhoto);
  const [broken, setBroken] = useState(false);
  const failed = notLoaded || broken;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the photo is where a damage task's focus starts (taskFocus.ts)
    <div className={styles.frame} tabIndex={0} data-photo-frame="">
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={TEXTS.photoAlt(photoCode)}
          onLoad={onLoaded}
          onError={() => setBroken(true)}
        />
      ) : failed ? (
        <Text role="alert">{TEXTS.photoFailed}</Text>
      ) : (
        <Spinner label={TEXTS.photoLoading} />
      )}
    </div>
  );
}
