import { Button, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import { ArrowRotateClockwiseRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { DetectedDamageItem } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { damageMarkers, gradeColor } from "./damageMarkers.ts";
import { useAuthImage } from "./useAuthImage.ts";
import { usePhotoKeys } from "./usePhotoKeys.ts";

const useStyles = makeStyles({
  frame: {
    position: "relative",
    minHeight: "360px",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    overflow: "hidden",
  },
  turn: { position: "relative", transitionProperty: "transform", transitionDuration: "150ms" },
  image: { display: "block", maxWidth: "100%", maxHeight: "60vh" },
  marker: {
    position: "absolute",
    transform: "translate(-50%, -50%)",
    width: "24px",
    height: "24px",
    borderRadius: "50%",
    border: "2px solid #ffffff",
    color: "#ffffff",
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase200,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    boxShadow: tokens.shadow8,
  },
  support: {
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: "rgba(0,0,0,0.85)",
  },
  bar: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalS, flexWrap: "wrap" },
});

function SupportOverlay({ url }: { url: string | undefined }) {
  const styles = useStyles();
  const { src, failed } = useAuthImage(url ?? null);
  return (
    <div className={styles.support} role="dialog" aria-label={TEXTS.noSupport}>
      {src ? (
        <img className={styles.image} src={src} alt="" />
      ) : failed ? (
        <Text style={{ color: "#fff" }}>{TEXTS.noSupportImage}</Text>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

/**
 * The failed task's photo with numbered damage markers, read-only (spec §2 Task Failed detail).
 * Markers sit in a box that turns with the photo, so they stay on their spot when rotated.
 */
export function ReviewPhoto({
  url,
  photoCode,
  damages,
  supportView,
}: {
  url: string | null;
  photoCode: string;
  damages: readonly DetectedDamageItem[] | undefined;
  supportView: readonly string[];
}) {
  const styles = useStyles();
  const { src, failed } = useAuthImage(url);
  const keys = usePhotoKeys(supportView.length);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [extraTurn, setExtraTurn] = useState(0);
  const markers = damageMarkers(damages, size);
  const rotation = (keys.rotation + extraTurn) % 360;
  return (
    <div>
      <div className={styles.frame} data-testid="review-photo" data-rotation={rotation}>
        {src ? (
          <div className={styles.turn} style={{ transform: `rotate(${rotation}deg)` }}>
            <img
              className={styles.image}
              src={src}
              alt={TEXTS.photoAlt(photoCode)}
              onLoad={(e) =>
                setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })
              }
            />
            {keys.markers
              ? markers.map((m) => (
                  <span
                    key={m.index}
                    className={styles.marker}
                    role="img"
                    aria-label={TEXTS.markerLabel(m.n, m.label)}
                    title={m.label}
                    style={{
                      left: `${m.x * 100}%`,
                      top: `${m.y * 100}%`,
                      backgroundColor: gradeColor(m.grade),
                    }}
                  >
                    {m.n}
                  </span>
                ))
              : null}
          </div>
        ) : failed ? (
          <Text role="alert">{TEXTS.photoFailed}</Text>
        ) : (
          <Spinner label={TEXTS.photoLoading} />
        )}
        {keys.support !== null ? <SupportOverlay url={supportView[keys.support]} /> : null}
      </div>
      <div className={styles.bar}>
        <Button
          size="small"
          appearance="subtle"
          icon={<ArrowRotateClockwiseRegular />}
          aria-label={TEXTS.rotatePhoto}
          onClick={() => setExtraTurn((t) => (t + 90) % 360)}
        />
        <Text size={200}>{TEXTS.photoKeysHint}</Text>
        {!keys.markers ? <Text size={200}>{TEXTS.markersHidden}</Text> : null}
      </div>
    </div>
  );
}
