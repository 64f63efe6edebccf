import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from "@fluentui/react-components";
import { type FormEvent, useState } from "react";
import type { Cage } from "../../../contract/cages.ts";
import { BODY_TYPES } from "../../../domain/bodyTypes.ts";
import {
  CAGE_TEXT_MAX,
  type CageInfo,
  type CageInfoField,
  cageInfoChanges,
  checkCageInfo,
  normaliseCageInfo,
} from "../../../domain/cageInfo.ts";
import { CAGE_GROUPS } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { showAlert } from "../../state/alert.ts";
import { cageApi } from "./cageApi.ts";

const useStyles = makeStyles({
  form: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))",
    gap: tokens.spacingHorizontalM,
    maxWidth: "880px",
  },
  actions: { gridColumn: "1 / -1", display: "flex", gap: tokens.spacingHorizontalS },
});

const TEXT_FIELDS: [CageInfoField & ("make" | "model" | "trim" | "code"), string][] = [
  ["make", TEXTS.cageColMake],
  ["model", TEXTS.cageColModel],
  ["trim", TEXTS.cageColTrim],
  ["code", TEXTS.cageColCode],
];

/** The Information form of admin-like roles: the same checks as the server, only changed fields are sent. */
export function CageInfoForm({ cage, onDone }: { cage: Cage; onDone: (saved: boolean) => void }) {
  const styles = useStyles();
  const [info, setInfo] = useState<CageInfo>({
    group: cage.group,
    make: cage.make,
    model: cage.model,
    year: cage.year,
    bodyType: cage.bodyType,
    trim: cage.trim,
    code: cage.code,
  });
  const [yearText, setYearText] = useState(String(cage.year));
  const [errors, setErrors] = useState<Partial<Record<CageInfoField, string>>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: CageInfoField, value: string | number) => setInfo((i) => ({ ...i, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const patch = normaliseCageInfo({
      ...info,
      year: /^\d+$/.test(yearText) ? Number(yearText) : Number.NaN,
    });
    const found = checkCageInfo(patch);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes = cageInfoChanges(cage, patch);
    if (changes.length === 0) return onDone(false);
    setBusy(true);
    const body = Object.fromEntries(changes.map((c) => [c.field, c.to]));
    const result = await call(cageApi.updateCage, { params: { id: cage._id }, body });
    setBusy(false);
    if (!result.ok) return;
    showAlert("success", 200, TEXTS.cageInfoSaved);
    onDone(true);
  };

  const error = (field: CageInfoField) =>
    errors[field] ? { validationState: "error" as const, validationMessage: errors[field] } : {};
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={TEXTS.cageEditInfo}>
      <Field label={TEXTS.cageColType} {...error("group")}>
        <Dropdown
          value={info.group}
          selectedOptions={[info.group]}
          onOptionSelect={(_e, d) => set("group", d.optionValue ?? info.group)}
        >
          {CAGE_GROUPS.map((g) => (
            <Option key={g} value={g}>
              {g}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {TEXT_FIELDS.map(([field, label]) => (
        <Field key={field} label={label} required={field === "make" || field === "model"} {...error(field)}>
          <Input value={info[field]} maxLength={CAGE_TEXT_MAX} onChange={(_e, d) => set(field, d.value)} />
        </Field>
      ))}
      <Field label={TEXTS.cageColYear} required {...error("year")}>
        <Input
          inputMode="numeric"
          value={yearText}
          maxLength={4}
          onChange={(_e, d) => setYearText(d.value)}
        />
      </Field>
      <Field label={TEXTS.cageColBody} {...error("bodyType")}>
        <Dropdown
          value={info.bodyType}
          selectedOptions={[info.bodyType]}
          onOptionSelect={(_e, d) => set("bodyType", d.optionValue ?? info.bodyType)}
        >
          {BODY_TYPES.map((b) => (
            <Option key={b.name} value={b.name}>
              {b.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {TEXTS.cageSaveInfo}
        </Button>
        <Button onClick={() => onDone(false)}>{TEXTS.cancel}</Button>
      </div>
    </form>
  );
}
