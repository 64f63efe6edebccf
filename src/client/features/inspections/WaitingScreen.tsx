import { Button, makeStyles, Radio, RadioGroup, Text, Title2, tokens } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { TEXTS } from "../../../domain/texts.ts";
import { AnimatedCar, type CarAnimation } from "./AnimatedCar.tsx";
import { boardStore } from "./boardStore.ts";
import { useHomeworkPolling } from "./useHomeworkPolling.ts";
import { backToStart, takeTask } from "./workspaceActions.ts";

const ANIMATIONS: readonly { id: CarAnimation; label: string }[] = [
  { id: "drive", label: TEXTS.animationDrive },
  { id: "bounce", label: TEXTS.animationBounce },
  { id: "spin", label: TEXTS.animationSpin },
];

const useStyles = makeStyles({
  root: {
    position: "relative",
    minHeight: "calc(100vh - 120px)",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: tokens.spacingVerticalXL,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalXL,
  },
  back: { position: "absolute", top: tokens.spacingVerticalL, left: tokens.spacingHorizontalL },
  picker: { position: "absolute", bottom: tokens.spacingVerticalL, right: tokens.spacingHorizontalL },
});

/** Waiting (product §2, §4): the idle animation while homework is polled. */
export function WaitingScreen() {
  const styles = useStyles();
  const { waitingText } = useSnapshot(boardStore);
  const [animation, setAnimation] = useState<CarAnimation>("drive");
  useHomeworkPolling(takeTask);
  return (
    <section className={styles.root} aria-label={TEXTS.waitingModal}>
      <Button className={styles.back} icon={<ArrowLeftRegular />} onClick={() => void backToStart()}>
        {TEXTS.backButton}
      </Button>
      <AnimatedCar animation={animation} />
      <Title2 as="h1">{TEXTS.waitingModal}</Title2>
      <Text size={500} role="status">
        {waitingText ?? TEXTS.waitingNotification}
      </Text>
      <RadioGroup
        className={styles.picker}
        layout="horizontal"
        aria-label={TEXTS.animationPicker}
        value={animation}
        onChange={(_, data) => setAnimation(data.value as CarAnimation)}
      >
        {ANIMATIONS.map((a) => (
          <Radio key={a.id} value={a.id} label={a.label} />
        ))}
      </RadioGroup>
    </section>
  );
}
