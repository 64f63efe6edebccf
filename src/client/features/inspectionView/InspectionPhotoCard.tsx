import { Card, CardHeader, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import type { DetectedDamageItem } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { useAuthImage } from "../../api/useAuthImage.ts";
import { damageMarkers, gradeColor } from "../../review/damageMarkers.ts";

const useStyles = makeStyles({
  frame: { position: "relative", backgroundColor: tokens.colorNeutralBackground3, minHeight: "120px" },
  image: { display: "block", width: "100%", height: "auto" },
  dot: {
    position: "absolute",
    transform: "translate(-50%, -50%)",
    width: "16px",
    height: "16px",
    borderRadius: "50%",
    border: "2px solid #ffffff",
    color: "#ffffff",
    fontSize: "10px",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
  },
});

interface Photo {
  photoCode: string;
  url: string;
  width: number;
  height: number;
}

/** One photo of the inspection with its damages marked and numbered. */
export function InspectionPhotoCard({
  photo,
  damages,
}: {
  photo: Photo;
  damages: readonly {
    damage_name: string;
    component: string;
    grade_score: number | null;
    damage_location: { x: number; y: number } | null;
    actual_image: { width: number; height: number } | null;
  }[];
}) {
  const styles = useStyles();
  const { src, failed } = useAuthImage(photo.url);
  const items: DetectedDamageItem[] = damages.map((d) => ({
    damage_name: d.damage_name,
    component: d.component,
    ...(d.grade_score !== null ? { grade_score: d.grade_score } : {}),
    ...(d.damage_location ? { damage_location: d.damage_location } : {}),
    ...(d.actual_image ? { actual_image: d.actual_image } : {}),
  }));
  const markers = damageMarkers(items, { width: photo.width, height: photo.height });
  return (
    <Card>
      <CardHeader header={<Text weight="semibold">{TEXTS.photoAlt(photo.photoCode)}</Text>} />
      <div className={styles.frame}>
        {src ? (
          <img className={styles.image} src={src} alt={TEXTS.photoAlt(photo.photoCode)} />
        ) : failed ? (
          <Text role="alert">{TEXTS.photoFailed}</Text>
        ) : (
          <Spinner size="tiny" />
        )}
        {src
          ? markers.map((m) => (
              <span
                key={m.index}
                className={styles.dot}
                role="img"
                aria-label={TEXTS.markerLabel(m.n, m.label)}
                title={m.label}
                style={{ left: `${m.x * 100}%`, top: `${m.y * 100}%`, backgroundColor: gradeColor(m.grade) }}
              >
                {m.n}
              </span>
            ))
          : null}
      </div>
    </Card>
  );
}
