import { Badge, makeStyles, Text, Title3, tokens } from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";
import type { TaskPayload } from "./boardStore.ts";

const useStyles = makeStyles({
  header: { display: "flex", alignItems: "center", flexWrap: "wrap", gap: tokens.spacingHorizontalM },
  banner: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
});

/** year-make-model-bodyType when any of them is known (product §2). */
export const vehicleBanner = (vehicle: TaskPayload["vehicle"]): string | null => {
  if (!vehicle) return null;
  const parts = [vehicle.year, vehicle.make, vehicle.model, vehicle.bodyType].filter(
    (p): p is string | number => p !== null && p !== undefined && p !== "",
  );
  return parts.length > 0 ? parts.join(" - ") : null;
};

/** Title bar (photo code and task description), the vehicle banner and the TEST MODE ribbon. */
export function TaskHeader({ payload, testMode }: { payload: TaskPayload; testMode: boolean }) {
  const styles = useStyles();
  const banner = vehicleBanner(payload.vehicle);
  const description = payload.taskSetting?.description ?? payload.task.name;
  return (
    <header className={styles.header}>
      <Title3 as="h1">{`${payload.task.photoCode} - ${description}`}</Title3>
      {testMode && (
        <Badge color="danger" size="large" appearance="filled">
          {TEXTS.testMode}
        </Badge>
      )}
      {banner && <Text className={styles.banner}>{banner}</Text>}
    </header>
  );
}
