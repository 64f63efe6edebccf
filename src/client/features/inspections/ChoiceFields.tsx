import { Field, makeStyles, Select, Spinner } from "@fluentui/react-components";
import { trimPackKey } from "../../../domain/answerLabels.ts";
import type { DamageChoiceInfo, FormSection, TaskForm } from "../../../domain/taskForm.ts";
import { trimPackOf } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { selectTrimPack, type VehicleErrors } from "../../../domain/vehicleData.ts";
import { transmissionChoices, transmissionKindOf } from "../../../domain/vehicleLookups.ts";
import { answerChoiceLists } from "./answerChoiceLists.ts";
import type { VehicleLookups } from "./useTaskLookups.ts";

interface Option {
  name: string;
  description: string;
}

interface Props {
  sections: readonly FormSection[];
  form: TaskForm;
  errors: VehicleErrors;
  lookups: VehicleLookups | null;
  lookupsLoading: boolean;
  /** Slot option lists (product §3): trans_agent, int_status. */
  slotOptions: Readonly<Record<string, readonly Option[]>>;
  interiorChoices: readonly (DamageChoiceInfo & { label?: string | null })[];
  disabled: boolean;
  onChange: (form: TaskForm) => void;
}

const useStyles = makeStyles({
  // A pack's full name can be wider than the panel: the list shrinks to the panel, not the panel to it.
  fits: { gridTemplateColumns: "minmax(0, 1fr)" },
});

/**
 * Trim pack (sets trim_id and option_id together, product §5), transmission, exterior and interior
 * colours from the vehicle lookups, and the interior status with its damage on component INTERIOR.
 */
export function ChoiceFields(props: Props) {
  const { sections, form, errors, lookups, slotOptions, disabled, onChange } = props;
  const has = (s: FormSection) => sections.includes(s);
  const styles = useStyles();
  if (props.lookupsLoading) return <Spinner size="tiny" label={TEXTS.lookupsLoading} />;
  const packs = lookups?.vehicle_trims_pack ?? [];
  const transmissions: Option[] = transmissionChoices(slotOptions.trans_agent, lookups);
  // Colours as the QA's view of an answer names them too (answerChoiceLists).
  const colours = answerChoiceLists(slotOptions, lookups);
  // The catalogue has no trims for this vehicle: the list is empty, not invented (docs/decisions.md).
  const noPacks = lookups !== null && packs.length === 0;
  return (
    <>
      {has("trim") && (
        <Field
          className={styles.fits}
          label={TEXTS.trimLabel}
          validationState={errors.trim_id || errors.option_id ? "error" : "none"}
          validationMessage={errors.trim_id ?? errors.option_id}
          hint={noPacks ? TEXTS.noData : undefined}
        >
          <Select
            value={form.trim_id ? trimPackKey(form.trim_id, form.option_id) : ""}
            disabled={disabled}
            onChange={(_, data) => {
              const entry = packs.find((p) => trimPackKey(p.trim.trim_id, p.option.option_id) === data.value);
              const next = selectTrimPack({}, entry ? trimPackOf(entry) : null);
              // The pack's transmission is the likely one; the agent may still change it.
              const trans = entry ? transmissionKindOf(entry.trim.transmission_type_id) : "";
              onChange({
                ...form,
                trim_id: String(next.trim_id ?? ""),
                option_id: String(next.option_id ?? ""),
                trans_agent: form.trans_agent || trans,
              });
            }}
          >
            <option value="">{TEXTS.chooseOption}</option>
            {packs.map((p) => (
              <option
                key={trimPackKey(p.trim.trim_id, p.option.option_id)}
                value={trimPackKey(p.trim.trim_id, p.option.option_id)}
              >
                {p.full_name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {has("transmission") && (
        <Field label={TEXTS.transmissionLabel}>
          <Select
            value={form.trans_agent}
            disabled={disabled}
            onChange={(_, data) => onChange({ ...form, trans_agent: data.value })}
          >
            <option value="">{TEXTS.chooseOption}</option>
            {transmissions.map((t) => (
              <option key={t.name} value={t.name}>
                {t.description}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {has("extColor") && (
        <Field label={TEXTS.extColorLabel}>
          <Select
            value={form.ext_id}
            disabled={disabled}
            onChange={(_, data) => onChange({ ...form, ext_id: data.value })}
          >
            <option value="">{TEXTS.chooseOption}</option>
            {colours.ext_id?.map((c) => (
              <option key={c.name} value={c.name}>
                {c.description}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {has("interior") && (
        <>
          <Field label={TEXTS.intStatusLabel}>
            <Select
              value={form.int_status}
              disabled={disabled}
              onChange={(_, data) => onChange({ ...form, int_status: data.value })}
            >
              <option value="">{TEXTS.chooseOption}</option>
              {(slotOptions.int_status ?? []).map((o) => (
                <option key={o.name} value={o.name}>
                  {o.description}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={TEXTS.interiorDamageLabel}>
            <Select
              value={form.interiorDamage}
              disabled={disabled}
              onChange={(_, data) => onChange({ ...form, interiorDamage: data.value })}
            >
              <option value="">{TEXTS.noneOption}</option>
              {props.interiorChoices.map((d) => (
                <option key={d.damage_name} value={d.damage_name}>
                  {d.label ?? d.damage_name}
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
      {has("intColor") && (
        <Field label={TEXTS.intColorLabel}>
          <Select
            value={form.int_id}
            disabled={disabled}
            onChange={(_, data) => onChange({ ...form, int_id: data.value })}
          >
            <option value="">{TEXTS.chooseOption}</option>
            {colours.int_id?.map((c) => (
              <option key={c.name} value={c.name}>
                {c.description}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
}
