import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  tokens,
} from "@fluentui/react-components";
import type { Ref } from "react";
import type { FormSection, TaskForm } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import type { VehicleErrors } from "../../../domain/vehicleData.ts";
import type { VinContext } from "../../../domain/vin.ts";
import { ChoiceFields } from "./ChoiceFields.tsx";
import { IdentityFields } from "./IdentityFields.tsx";
import { TireFields, type TireInfo } from "./TireFields.tsx";
import type { useTaskLookups } from "./useTaskLookups.ts";

const useStyles = makeStyles({
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  row: { display: "flex", gap: tokens.spacingHorizontalS },
});

type Option = { name: string; description: string };

export interface FormSetup {
  sections: readonly FormSection[];
  vinContext: VinContext;
  odomUnits: readonly Option[];
  odometerWarning: string | null;
  slotOptions: Readonly<Record<string, readonly Option[]>>;
  position: "front" | "rear" | null;
  damageTable: string | null;
  /** The body type select's choices (domain bodyTypeChoices: the ten outlines on a CAPT QC). */
  bodyTypes: readonly string[];
  lookups: ReturnType<typeof useTaskLookups>;
}

/**
 * The data-entry form of a task: the sections its task name and photo code call for (product §2, §5).
 * `ref` is the form's element: the task's focus starts at its first field, and Enter in its last field
 * takes the first accept option (TaskPanel, issue 21).
 */
export function DataEntryForm({
  ref,
  setup,
  form,
  errors,
  disabled,
  onChange,
}: {
  ref?: Ref<HTMLElement>;
  setup: FormSetup;
  form: TaskForm;
  errors: VehicleErrors;
  disabled: boolean;
  onChange: (form: TaskForm) => void;
}) {
  const styles = useStyles();
  const { sections, lookups } = setup;
  const has = (s: FormSection) => sections.includes(s);
  if (sections.length === 0) return null;
  return (
    <section ref={ref} className={styles.form} aria-label={TEXTS.dataEntryLabel}>
      {(has("vin") || has("plate")) && (
        <IdentityFields
          form={form}
          errors={errors}
          vinContext={setup.vinContext}
          bodyTypes={setup.bodyTypes}
          show={{
            vin: has("vin"),
            identifiers: has("identifiers"),
            plate: has("plate"),
            createVehicle: has("createVehicle"),
          }}
          disabled={disabled}
          onChange={onChange}
        />
      )}
      {has("odometer") && (
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
                {setup.odomUnits.map((unit) => (
                  <option key={unit.name} value={unit.name}>
                    {unit.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          {setup.odometerWarning && (
            <MessageBar intent="warning">
              <MessageBarBody>{setup.odometerWarning}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
      {["trim", "transmission", "extColor", "intColor", "interior"].some((s) => has(s as FormSection)) && (
        <ChoiceFields
          sections={sections}
          form={form}
          errors={errors}
          lookups={lookups.vehicle}
          lookupsLoading={lookups.vehicleLoading}
          slotOptions={setup.slotOptions}
          interiorChoices={lookups.damageChoices}
          disabled={disabled}
          onChange={onChange}
        />
      )}
      {(has("tires") || has("wheelMaterial")) && (
        <TireFields
          form={form}
          position={setup.position}
          damageTable={setup.damageTable}
          tireInfo={lookups.tires as TireInfo | null}
          choices={lookups.damageChoices}
          wheelMaterials={setup.slotOptions.wheel_material ?? []}
          showTires={has("tires")}
          showMaterial={has("wheelMaterial")}
          disabled={disabled}
          onChange={onChange}
        />
      )}
    </section>
  );
}
