import { makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { TEXTS } from "../../../domain/texts.ts";
import { requestBlob } from "../../api/http.ts";

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
  },
  image: { maxWidth: "100%", maxHeight: "calc(100vh - 260px)", objectFit: "contain" },
});

/**
 * The task photo. Our photos need the Authorization header, so they are fetched as a blob and shown
 * from an object URL. A plain <img> for now; the imaging workstation replaces this component.
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
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setSrc(null);
    setFailed(false);
    if (!url) {
      setFailed(true);
      return;
    }
    if (!url.startsWith("/")) {
      setSrc(url);
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void requestBlob(url, controller.signal).then((blob) => {
      if (controller.signal.aborted) return;
      if (!blob) return setFailed(true);
      objectUrl = URL.createObjectURL(blob);
      setSrc(objectUrl);
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return (
    <div className={styles.frame}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={TEXTS.photoAlt(photoCode)}
          onLoad={onLoaded}
          onError={() => setFailed(true)}
        />
      ) : failed ? (
        <Text role="alert">{TEXTS.photoFailed}</Text>
      ) : (
        <Spinner label={TEXTS.photoLoading} />
      )}
    </div>
  );
}
