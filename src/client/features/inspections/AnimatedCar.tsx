import { makeStyles, tokens } from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";

export type CarAnimation = "drive" | "bounce" | "spin";

const useStyles = makeStyles({
  stage: { overflow: "hidden", width: "100%", display: "flex", justifyContent: "center" },
  car: { width: "160px", height: "80px", color: tokens.colorBrandForeground1 },
  drive: {
    animationName: {
      "0%": { transform: "translateX(-120%)" },
      "100%": { transform: "translateX(120%)" },
    },
    animationDuration: "4s",
    animationIterationCount: "infinite",
    animationTimingFunction: "linear",
  },
  bounce: {
    animationName: {
      "0%, 100%": { transform: "translateY(0)" },
      "50%": { transform: "translateY(-12px)" },
    },
    animationDuration: "0.8s",
    animationIterationCount: "infinite",
    animationTimingFunction: "ease-in-out",
  },
  spin: {
    animationName: { from: { transform: "rotate(0deg)" }, to: { transform: "rotate(360deg)" } },
    animationDuration: "3s",
    animationIterationCount: "infinite",
    animationTimingFunction: "linear",
  },
  "@media (prefers-reduced-motion: reduce)": {},
});

/** The start and waiting screens' car: an inline SVG moved by a CSS animation (no per-frame JS). */
export function AnimatedCar({ animation = "drive" }: { animation?: CarAnimation }) {
  const styles = useStyles();
  return (
    <div className={styles.stage}>
      <svg
        className={`${styles.car} ${styles[animation]}`}
        viewBox="0 0 160 80"
        role="img"
        aria-label={TEXTS.animatedCarLabel}
        data-animation={animation}
      >
        <path
          d="M10 52 L22 30 Q28 22 40 22 L100 22 Q110 22 118 30 L132 44 L148 48 Q154 50 154 56 L154 62 L10 62 Z"
          fill="currentColor"
        />
        <rect x="44" y="28" width="26" height="14" rx="3" fill="white" opacity="0.8" />
        <rect x="76" y="28" width="30" height="14" rx="3" fill="white" opacity="0.8" />
        <circle cx="40" cy="62" r="11" fill="#222" />
        <circle cx="124" cy="62" r="11" fill="#222" />
        <circle cx="40" cy="62" r="4" fill="#bbb" />
        <circle cx="124" cy="62" r="4" fill="#bbb" />
      </svg>
    </div>
  );
}
