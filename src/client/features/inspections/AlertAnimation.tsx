import { makeStyles, tokens } from "@fluentui/react-components";
import { ErrorCircleRegular } from "@fluentui/react-icons";
import { TEXTS } from "../../../domain/texts.ts";

const useStyles = makeStyles({
  icon: {
    display: "block",
    margin: "0 auto",
    fontSize: "56px",
    color: tokens.colorPaletteRedForeground1,
    animationName: {
      "0%, 100%": { transform: "rotate(0deg)" },
      "25%": { transform: "rotate(-12deg)" },
      "75%": { transform: "rotate(12deg)" },
    },
    animationDuration: "0.6s",
    animationIterationCount: "3",
  },
});

/** The error popup's animated picture (the spec's gif): a shaking error sign, CSS only. */
export function AlertAnimation() {
  const styles = useStyles();
  return <ErrorCircleRegular className={styles.icon} role="img" aria-label={TEXTS.errorPopupLabel} />;
}
