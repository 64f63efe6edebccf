import {
  Body1,
  Card,
  CardHeader,
  makeStyles,
  Subtitle2,
  Tab,
  TabList,
  ToggleButton,
  Toolbar,
  tokens,
} from "@fluentui/react-components";
import { useSearchParams } from "react-router-dom";
import { BODY_TYPES, type BodyType, bodyTypeBySlug, outlineUrl } from "../../../domain/bodyTypes.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { Page } from "../../ui/Page.tsx";

/** The three view buttons of the spec; Left/Right shows the left outline and its mirror image. */
const VIEWS = [
  { key: "front", label: TEXTS.trainingViewFront },
  { key: "rear", label: TEXTS.trainingViewRear },
  { key: "side", label: TEXTS.trainingViewSide },
] as const;
type ViewKey = (typeof VIEWS)[number]["key"];

const isViewKey = (value: string | null): value is ViewKey => VIEWS.some((v) => v.key === value);

const useStyles = makeStyles({
  layout: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalL, alignItems: "flex-start" },
  viewer: {
    flex: "1 1 640px",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    minWidth: 0,
  },
  stage: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalL,
    justifyContent: "center",
    padding: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: { width: "100%", maxWidth: "720px", height: "auto" },
  sideImage: { width: "100%", maxWidth: "520px", height: "auto", flex: "1 1 360px" },
  mirrored: { transform: "scaleX(-1)" },
  draw: { flex: "0 1 280px" },
});

/** /training/label (product §2 Training): body-type tabs, Front / Rear / Left-Right outlines, Draw placeholder. */
export function TrainingLabelPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const bodyType: BodyType = bodyTypeBySlug(params.get("bodyType") ?? "") ?? BODY_TYPES[0]!;
  const viewParam = params.get("view");
  const view: ViewKey = isViewKey(viewParam) ? viewParam : "front";
  const choose = (next: { bodyType?: string; view?: ViewKey }) =>
    setParams({ bodyType: next.bodyType ?? bodyType.slug, view: next.view ?? view }, { replace: true });
  const viewLabel = VIEWS.find((v) => v.key === view)!.label;

  return (
    <Page title={TEXTS.pageTrainingLabel}>
      <TabList
        aria-label={TEXTS.trainingBodyTypes}
        selectedValue={bodyType.slug}
        onTabSelect={(_e, data) => choose({ bodyType: String(data.value) })}
      >
        {BODY_TYPES.map((b) => (
          <Tab key={b.slug} value={b.slug}>
            {b.name}
          </Tab>
        ))}
      </TabList>
      <div className={styles.layout}>
        <div className={styles.viewer}>
          <Toolbar aria-label={TEXTS.trainingViews}>
            {VIEWS.map((v) => (
              <ToggleButton
                key={v.key}
                checked={v.key === view}
                appearance={v.key === view ? "primary" : "secondary"}
                onClick={() => choose({ view: v.key })}
              >
                {v.label}
              </ToggleButton>
            ))}
          </Toolbar>
          <div className={styles.stage} data-testid="outline-stage">
            {view === "side" ? (
              <>
                <img
                  className={styles.sideImage}
                  src={outlineUrl(bodyType.slug, "left")}
                  alt={TEXTS.trainingOutlineAlt(bodyType.name, "left")}
                />
                <img
                  className={`${styles.sideImage} ${styles.mirrored}`}
                  src={outlineUrl(bodyType.slug, "left")}
                  alt={TEXTS.trainingOutlineAlt(bodyType.name, "right")}
                />
              </>
            ) : (
              <img
                className={styles.image}
                src={outlineUrl(bodyType.slug, view)}
                alt={TEXTS.trainingOutlineAlt(bodyType.name, viewLabel.toLowerCase())}
              />
            )}
          </div>
        </div>
        <Card className={styles.draw} aria-label={TEXTS.trainingDrawTitle}>
          <CardHeader header={<Subtitle2 as="h2">{TEXTS.trainingDrawTitle}</Subtitle2>} />
          <Body1>{TEXTS.trainingDrawPlaceholder}</Body1>
        </Card>
      </div>
    </Page>
  );
}
