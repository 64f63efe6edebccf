import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { PersonRegular } from "@fluentui/react-icons";
import type { Sex } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";

/**
 * Fluent Avatar's look for a letter (or the person icon) in a coloured circle, its sizes 24-36 and
 * named colours. Fluent's Avatar brought 10 kB gzipped to every signed-in page (its styles for every
 * size, colour, ring, shadow, badge and image, and PresenceBadge) for this one circle.
 */
const useStyles = makeStyles({
  root: {
    display: "inline-block",
    flexShrink: 0,
    position: "relative",
    verticalAlign: "middle",
    borderRadius: tokens.borderRadiusCircular,
    fontFamily: tokens.fontFamilyBase,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
  },
  24: { width: "24px", height: "24px", fontSize: tokens.fontSizeBase100 },
  28: { width: "28px", height: "28px", fontSize: tokens.fontSizeBase200 },
  32: { width: "32px", height: "32px" },
  36: { width: "36px", height: "36px" },
  inner: {
    position: "absolute",
    boxSizing: "border-box",
    top: 0,
    left: 0,
    width: "100%",
    height: "100%",
    lineHeight: "1",
    border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    textAlign: "center",
    userSelect: "none",
    borderRadius: "inherit",
  },
  icon: { fontSize: "20px" },
  iconSmall: { fontSize: "16px" },
  Male: {
    color: tokens.colorPaletteRoyalBlueForeground2,
    backgroundColor: tokens.colorPaletteRoyalBlueBackground2,
  },
  Female: {
    color: tokens.colorPaletteMagentaForeground2,
    backgroundColor: tokens.colorPaletteMagentaBackground2,
  },
  Other: { color: tokens.colorPaletteTealForeground2, backgroundColor: tokens.colorPaletteTealBackground2 },
  neutral: { color: tokens.colorNeutralForeground3, backgroundColor: tokens.colorNeutralBackground6 },
});

/** Each sex has its own colour and marker letter (product §2: the avatar by sex). */
const INITIALS: Record<Sex, string> = { Male: "M", Female: "F", Other: "O" };

export function UserAvatar({ sex, size = 32 }: { sex: Sex | string; size?: 24 | 28 | 32 | 36 }) {
  const styles = useStyles();
  const initials = Object.hasOwn(INITIALS, sex) ? INITIALS[sex as Sex] : undefined;
  const colour = initials ? styles[sex as Sex] : styles.neutral;
  return (
    <span
      role="img"
      aria-label={TEXTS.avatarLabel(sex)}
      data-sex={sex}
      className={mergeClasses(styles.root, styles[size])}
    >
      <span
        aria-hidden
        className={mergeClasses(
          styles.inner,
          colour,
          !initials && (size <= 24 ? styles.iconSmall : styles.icon),
        )}
      >
        {initials ?? <PersonRegular />}
      </span>
    </span>
  );
}
