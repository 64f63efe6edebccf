import {
  Body1,
  Card,
  CardHeader,
  CardPreview,
  makeStyles,
  Subtitle2,
  tokens,
} from "@fluentui/react-components";
import { Link } from "react-router-dom";
import { outlineUrl } from "../../../domain/bodyTypes.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

const useStyles = makeStyles({
  boxes: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL },
  link: {
    textDecorationLine: "none",
    color: "inherit",
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  card: { width: "300px" },
  preview: { padding: tokens.spacingVerticalM, backgroundColor: tokens.colorNeutralBackground1 },
  image: { width: "100%", height: "auto" },
});

/** /training (product §2 Training): one box, Labeling, opening the outline viewer. */
export function TrainingPage() {
  const styles = useStyles();
  return (
    <Page title={TEXTS.navTraining}>
      <div className={styles.boxes}>
        <Link to="/training/label" className={styles.link} aria-label={TEXTS.trainingLabelingBox}>
          <Card className={styles.card}>
            <CardPreview className={styles.preview}>
              <img className={styles.image} src={outlineUrl("4dr", "left")} alt="" />
            </CardPreview>
            <CardHeader
              header={<Subtitle2 as="h2">{TEXTS.trainingLabelingBox}</Subtitle2>}
              description={<Body1>{TEXTS.trainingLabelingDescription}</Body1>}
            />
          </Card>
        </Link>
      </div>
    </Page>
  );
}
