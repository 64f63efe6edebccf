import { makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { TIMER_TICK_MS } from "../../../domain/constants.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { isTimedOut, isTimerRed } from "../../../domain/timer.ts";
import { boardStore, tickBoard } from "./boardStore.ts";
import { timeOutTask } from "./workspaceActions.ts";

const useStyles = makeStyles({
  timer: {
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: "tabular-nums",
    color: tokens.colorNeutralForeground1,
  },
  red: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The countdown (product §4). It alone reads the seconds, so a tick re-renders only this component.
 * It counts only when the domain rule says so (image loaded or the lease already running, not test
 * mode, not a freeze-test user).
 */
export function Countdown({ username, testMode }: { username: string | null; testMode: boolean }) {
  const styles = useStyles();
  const { timeCount, imageLoaded, leaseRunning, timeOut } = useSnapshot(boardStore);
  useEffect(() => {
    if (timeOut) return;
    const id = setInterval(() => tickBoard({ username, testMode, imageLoaded, leaseRunning }), TIMER_TICK_MS);
    return () => clearInterval(id);
  }, [username, testMode, imageLoaded, leaseRunning, timeOut]);
  useEffect(() => {
    if (isTimedOut(timeCount) && !timeOut) void timeOutTask();
  }, [timeCount, timeOut]);
  return (
    <Text
      className={mergeClasses(styles.timer, isTimerRed(timeCount) && styles.red)}
      role="timer"
      aria-label={TEXTS.countdownLabel(timeCount)}
      data-red={isTimerRed(timeCount) ? "true" : "false"}
    >
      {timeCount}
    </Text>
  );
}
