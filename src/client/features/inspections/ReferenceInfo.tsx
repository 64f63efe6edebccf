import { makeStyles, Text, tokens } from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";
import type { TaskPayload } from "./boardStore.ts";

const useStyles = makeStyles({
  panel: {
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const text = (v: unknown): string => (v === undefined || v === null ? "" : String(v as string | number));

const odometer = (data: Record<string, unknown> | null | undefined): string =>
  data && data.odom_reading !== undefined
    ? TEXTS.odometerValue(text(data.odom_reading), text(data.odom_unit))
    : TEXTS.notKnown;

/**
 * The reference info panel (product §2): odometer reading and unit of the reference vehicle (the same
 * VIN's previous inspection) and of the inspected data; the plate number on photo 08.
 */
export function ReferenceInfo({ payload }: { payload: TaskPayload }) {
  const styles = useStyles();
  const reference = payload.inspection?.sameInspection?.vehicle ?? null;
  const inspected = payload.vehicle?.data ?? null;
  const plate = payload.vehicle?.vrm ?? text(inspected?.plate_number);
  return (
    <section className={styles.panel} aria-label={TEXTS.referenceInfo}>
      <Text weight="semibold">{TEXTS.referenceVehicle}</Text>
      <Text>{odometer(reference)}</Text>
      <Text weight="semibold">{TEXTS.inspectedData}</Text>
      <Text>{odometer(inspected)}</Text>
      {payload.task.photoCode === "08" && (
        <>
          <Text weight="semibold">{TEXTS.plateNumberLabel}</Text>
          <Text>{plate || TEXTS.notKnown}</Text>
        </>
      )}
    </section>
  );
}
