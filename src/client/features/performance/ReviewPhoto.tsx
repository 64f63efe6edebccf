import { makeStyles, Spinner, Text } from "@fluentui/react-components";
import { useMemo } from "react";
import type { MarkerInput } from "../../../canvas/model.ts";
import { Workstation } from "../../../canvas/Workstation.tsx";
import type { DetectedDamageItem } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { normalisedPoint } from "../../../geometry/spaces.ts";
import { useAuthImage } from "../../api/useAuthImage.ts";
import { damageMarkers } from "../../review/damageMarkers.ts";
import { useSupportKeys } from "./useSupportKeys.ts";

const useStyles = makeStyles({
  support: {
    position: "absolute",
    inset: 0,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    backgroundColor: "rgba(0,0,0,0.85)",
  },
  image: { maxWidth: "100%", maxHeight: "100%", objectFit: "contain" },
  hint: { display: "block" },
});

/** The support image shown while s or a digit is held. */
function SupportOverlay({ url }: { url: string | undefined }) {
  const styles = useStyles();
  const { src, failed } = useAuthImage(url ?? null);
  return (
    <div className={styles.support} role="dialog" aria-label={TEXTS.supportViewLabel}>
      {src ? (
        <img className={styles.image} src={src} alt={TEXTS.supportViewLabel} />
      ) : failed ? (
        <Text style={{ color: "#fff" }}>{TEXTS.noSupportImage}</Text>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

/**
 * The failed task's photo with numbered damage markers: the imaging workstation in read-only mode
 * (Space rotates, d toggles the markers, W zooms, wheel and drag), plus the support keys of the
 * detail page (hold s or 1..n).
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
  const support = useSupportKeys(supportView.length);
  const markers = useMemo<MarkerInput[]>(
    () =>
      damageMarkers(damages, null).map((m) => ({
        position: normalisedPoint(m.x, m.y),
        grade: m.grade,
        label: m.label,
      })),
    [damages],
  );
  return (
    <div>
      <Workstation
        mode="readonly"
        imageUrl={url}
        photoCode={photoCode}
        markers={markers}
        height="60vh"
        overlay={support !== null ? <SupportOverlay url={supportView[support]} /> : null}
      />
      <Text size={200} className={styles.hint}>
        {TEXTS.photoKeysHint}
      </Text>
    </div>
  );
}
