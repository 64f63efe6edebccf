import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";
import type { VehicleErrors } from "../../../domain/vehicleData.ts";
import { normaliseVin, VIN_LENGTH, type VinContext } from "../../../domain/vin.ts";
import type { TaskFormData } from "./taskData.ts";

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalS },
});

/** Plate numbers, like VINs, are upper-cased as typed (spec §5). */
const upper = (value: string) => value.toUpperCase();

/** The data-entry form of this slice: VIN on 01, odometer on 03, plate number on 08. */
export function DataEntryForm({
  photoCode,
  form,
  errors,
  vinContext,
  odomUnits,
  odometerWarning,
  disabled,
  onChange,
}: {
  photoCode: string;
  form: TaskFormData;
  errors: VehicleErrors;
  vinContext: VinContext;
  odomUnits: readonly string[];
  odometerWarning: string | null;
  disabled: boolean;
  onChange: (form: TaskFormData) => void;
}) {
  const styles = useStyles();
  if (!["01", "03", "08"].includes(photoCode)) return null;
  return (
    <section className={styles.form} aria-label={TEXTS.dataEntryLabel}>
      {photoCode === "01" && (
        <Field
          label={TEXTS.vinLabel}
          validationState={errors.vin ? "error" : "none"}
          validationMessage={errors.vin}
        >
          <Input
            value={form.vin}
            disabled={disabled}
            maxLength={vinContext.decode === "none" ? undefined : VIN_LENGTH}
            onChange={(_, data) => onChange({ ...form, vin: normaliseVin(data.value, vinContext) })}
          />
        </Field>
      )}
      {photoCode === "03" && (
        <>
          <div className={styles.row}>
            <Field
              label={TEXTS.odometerReadingLabel}
              validationState={errors.odom_reading ? "error" : "none"}
              validationMessage={errors.odom_reading}
            >
              <Input
                inputMode="numeric"
                value={form.odom_reading}
                disabled={disabled}
                onChange={(_, data) => onChange({ ...form, odom_reading: data.value })}
              />
            </Field>
            <Field label={TEXTS.odometerUnitLabel}>
              <Select
                value={form.odom_unit}
                disabled={disabled}
                onChange={(_, data) => onChange({ ...form, odom_unit: data.value })}
              >
                {odomUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {odometerWarning && (
            <MessageBar intent="warning">
              <MessageBarBody>{odometerWarning}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
      {photoCode === "08" && (
        <Field
          label={TEXTS.plateNumberLabel}
          validationState={errors.plate_number ? "error" : "none"}
          validationMessage={errors.plate_number}
        >
          <Input
            value={form.plate_number}
            disabled={disabled}
            onChange={(_, data) => onChange({ ...form, plate_number: upper(data.value) })}
          />
        </Field>
      )}
    </section>
  );
}
