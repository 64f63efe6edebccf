import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { PlayRegular } from "@fluentui/react-icons";
import { useSnapshot } from "valtio";
import { whyNoInspect } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { sessionStore } from "../../state/session.ts";
import { AnimatedCar } from "./AnimatedCar.tsx";
import { HotKeysPanel } from "./HotKeysPanel.tsx";
import { SkillsGrid } from "./SkillsGrid.tsx";
import { StatsPanel } from "./StatsPanel.tsx";
import { visuallyHidden } from "./visuallyHidden.ts";
import { startInspect } from "./workspaceActions.ts";

const useStyles = makeStyles({
  root: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
    gap: tokens.spacingHorizontalXXL,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  hero: {
    gridColumn: "1 / -1",
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    gap: tokens.spacingVerticalL,
  },
  column: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXL },
  hidden: visuallyHidden,
});

/**
 * Status Start (product §1, §2): animated car, Start Inspect, skills, hot keys and statistics. A user
 * who may not inspect (domain/roles.ts mayInspect) sees why instead of Start Inspect (issue 21).
 */
export function StartScreen() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  const refusal = user ? whyNoInspect(user) : null;
  return (
    <section className={styles.root} aria-label={TEXTS.navInspections}>
      <h1 className={styles.hidden}>{TEXTS.navInspections}</h1>
      <div className={styles.hero}>
        <AnimatedCar />
        {refusal === null ? (
          <Button
            appearance="primary"
            size="large"
            icon={<PlayRegular />}
            onClick={() => void startInspect()}
          >
            {TEXTS.startInspect}
          </Button>
        ) : (
          <Text role="note">
            {refusal === "role" ? TEXTS.noInspectRole(user?.role ?? "") : TEXTS.noInspectSkills}
          </Text>
        )}
      </div>
      <div className={styles.column}>
        <SkillsGrid skills={user?.skills ?? []} />
        <StatsPanel timeZone={user?.options.timezone} />
      </div>
      <div className={styles.column}>
        <HotKeysPanel />
      </div>
    </section>
  );
}
