import { Badge, makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { Link } from "react-router-dom";
import { hasTooManyFailedTasks } from "../../domain/constants.ts";
import { TEXTS } from "../../domain/texts.ts";
import { MY_QUEUE_PATH } from "./failedTaskPaths.ts";

const useStyles = makeStyles({
  link: {
    display: "inline-flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalS,
    textDecorationLine: "none",
    color: tokens.colorPaletteRedForeground1,
    borderRadius: tokens.borderRadiusMedium,
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  pulse: {
    animationName: {
      "0%": { transform: "scale(1)", boxShadow: "0 0 0 0 rgba(209, 52, 56, 0.7)" },
      "70%": { transform: "scale(1.15)", boxShadow: "0 0 0 8px rgba(209, 52, 56, 0)" },
      "100%": { transform: "scale(1)", boxShadow: "0 0 0 0 rgba(209, 52, 56, 0)" },
    },
    animationDuration: "1.2s",
    animationIterationCount: "infinite",
    "@media (prefers-reduced-motion: reduce)": { animationDuration: "3s" },
  },
  warning: { maxWidth: "260px", lineHeight: tokens.lineHeightBase200, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The red failed-task count; above 5 it pulses and warns (product §2). It counts what waits for the user,
 * so it links to that queue of the failed-task list, not the whole list.
 */
export function FailedTaskBadge({ count }: { count: number }) {
  const styles = useStyles();
  const tooMany = hasTooManyFailedTasks(count);
  return (
    <Link to={MY_QUEUE_PATH} className={styles.link} aria-label={TEXTS.failedTasksLabel(count)}>
      <Badge
        color="danger"
        appearance="filled"
        shape="circular"
        data-testid="failed-task-badge"
        data-pulsing={tooMany ? "true" : "false"}
        className={mergeClasses(tooMany && styles.pulse)}
      >
        {count}
      </Badge>
      {tooMany ? (
        <Text size={200} className={styles.warning}>
          {TEXTS.tooManyPriorities}
        </Text>
      ) : null}
    </Link>
  );
}
