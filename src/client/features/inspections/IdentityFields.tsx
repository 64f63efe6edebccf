import { Field, Input, makeStyles, Select, Switch, tokens } from "@fluentui/react-components";
import type { TaskForm } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { disabledHolmanFields, type VehicleErrors } from "../../../domain/vehicleData.ts";
import { normaliseVin, VIN_LENGTH, type VinContext } from "../../../domain/vin.ts";

const useStyles = makeStyles({
  grid: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: tokens.spacingHorizontalS },
});

const upper = (value: string) => value.toUpperCase();

interface Props {
  form: TaskForm;
  errors: VehicleErrors;
  vinContext: VinContext;
  /** The body types offered (the nine, or the ten outlines on a CAPT QC with skip_vin). */
  bodyTypes: readonly string[];
  /** Which identifier the task reads: the VIN (01, with serial and pin for holman) or the plate (08). */
  show: { vin: boolean; identifiers: boolean; plate: boolean; createVehicle: boolean };
  disabled: boolean;
  onChange: (form: TaskForm) => void;
}

const validation = (message: string | undefined) =>
  ({ validationState: message ? "error" : "none", validationMessage: message }) as const;

/**
 * VIN / serial / pin / plate and the create-vehicle toggle (product §4, §5): upper-cased as typed, holman
 * exclusivity (entering one disables the other two), and with the toggle off the vehicle's own fields.
 */
export function IdentityFields({ form, errors, vinContext, bodyTypes, show, disabled, onChange }: Props) {
  const styles = useStyles();
  const off = disabledHolmanFields(form, vinContext.usecase);
  const creating = show.createVehicle && !form.createToggleOn;
  return (
    <>
      {show.createVehicle && (
        <Switch
          label={TEXTS.createVehicleToggle}
          checked={form.createToggleOn}
          disabled={disabled}
          onChange={(_, data) => onChange({ ...form, createToggleOn: data.checked })}
        />
      )}
      {show.vin && (
        <Field label={TEXTS.vinLabel} required={creating} {...validation(errors.vin)}>
          <Input
            value={form.vin}
            disabled={disabled || off.includes("vin")}
            maxLength={vinContext.decode === "none" ? undefined : VIN_LENGTH}
            onChange={(_, data) => onChange({ ...form, vin: normaliseVin(data.value, vinContext) })}
          />
        </Field>
      )}
      {show.identifiers && (
        <div className={styles.grid}>
          <Field label={TEXTS.serialLabel} {...validation(errors.serial)}>
            <Input
              value={form.serial}
              disabled={disabled || off.includes("serial")}
              onChange={(_, data) => onChange({ ...form, serial: upper(data.value) })}
            />
          </Field>
          <Field label={TEXTS.pinLabel} {...validation(errors.pin)}>
            <Input
              value={form.pin}
              disabled={disabled || off.includes("pin")}
              onChange={(_, data) => onChange({ ...form, pin: upper(data.value) })}
            />
          </Field>
        </div>
      )}
      {show.plate && (
        <Field label={TEXTS.plateNumberLabel} {...validation(errors.plate_number)}>
          <Input
            value={form.plate_number}
            disabled={disabled}
            onChange={(_, data) => onChange({ ...form, plate_number: upper(data.value) })}
          />
        </Field>
      )}
      {creating && (
        <div className={styles.grid}>
          <Field label={TEXTS.makeLabel} {...validation(errors.make)}>
            <Input
              value={form.make}
              placeholder={TEXTS.notDecoded}
              disabled={disabled}
              onChange={(_, data) => onChange({ ...form, make: data.value })}
            />
          </Field>
          <Field label={TEXTS.modelLabel} {...validation(errors.model)}>
            <Input
              value={form.model}
              placeholder={TEXTS.notDecoded}
              disabled={disabled}
              onChange={(_, data) => onChange({ ...form, model: data.value })}
            />
          </Field>
          <Field label={TEXTS.yearLabel} {...validation(errors.year)}>
            <Input
              inputMode="numeric"
              value={form.year}
              disabled={disabled}
              onChange={(_, data) => onChange({ ...form, year: data.value.replace(/\D/g, "").slice(0, 4) })}
            />
          </Field>
          <Field label={TEXTS.bodyTypeLabel} required={show.vin} {...validation(errors.body_type)}>
            <Select
              value={form.body_type}
              disabled={disabled}
              onChange={(_, data) => onChange({ ...form, body_type: data.value })}
            >
              <option value="">{TEXTS.chooseOption}</option>
              {bodyTypes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
    </>
  );
}
