import { makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import {
  BarcodeScannerRegular,
  CircleRegular,
  type FluentIcon,
  GaugeRegular,
  TextboxRegular,
  VehicleCarRegular,
  WindowRegular,
} from "@fluentui/react-icons";
import { bodyTypeFor, outlineUrl, outlineViewForPhoto } from "../../../domain/bodyTypes.ts";
import { PHOTO_CODE_NAMES, type PhotoCode } from "../../../domain/photoCodes.ts";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  outline: {
    height: "48px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusSmall,
  },
  mirrored: { transform: "scaleX(-1)" },
  icon: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalXS, fontSize: "32px" },
});

/** A pictogram for the codes that show no body view (product §9 lists an outline for each code). */
const ICONS: Partial<Record<PhotoCode, FluentIcon>> = {
  "01": BarcodeScannerRegular,
  "02": TextboxRegular,
  "03": GaugeRegular,
  "06": CircleRegular,
  "09": WindowRegular,
  "15": CircleRegular,
};

/**
 * The outline image of the task's photo code (product §2 info bar, §9): the body type's generated view
 * (04 left, 05 front, 07 right = left mirrored, 08 rear), else a pictogram of what the photo shows.
 */
export function PhotoCodeOutline({ photoCode, bodyType }: { photoCode: string; bodyType: string | null }) {
  const styles = useStyles();
  const view = outlineViewForPhoto(photoCode);
  const body = bodyType ? bodyTypeFor(bodyType) : null;
  if (view && body) {
    return (
      <img
        className={mergeClasses(styles.outline, view.mirrored && styles.mirrored)}
        src={outlineUrl(body.slug, view.view)}
        alt={TEXTS.outlineAlt(photoCode)}
      />
    );
  }
  if (!(photoCode in PHOTO_CODE_NAMES)) return null;
  const Icon = ICONS[photoCode as PhotoCode] ?? VehicleCarRegular;
  return (
    <span className={styles.icon} role="img" aria-label={TEXTS.outlineAlt(photoCode)}>
      <Icon />
      <Text size={200}>{PHOTO_CODE_NAMES[photoCode as PhotoCode]}</Text>
    </span>
  );
}
