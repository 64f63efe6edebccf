import { Button, makeStyles, tokens } from "@fluentui/react-components";
import { type FormEvent, useState } from "react";
import type { Cage } from "../../../contract/cages.ts";
import {
  type CageInfoField,
  cageInfoChanges,
  checkCageInfo,
  normaliseCageInfo,
} from "../../../domain/cageInfo.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { showAlert } from "../../state/alert.ts";
import { type CageInfoDraft, CageInfoFields, checkedField, typedYear } from "./CageInfoFields.tsx";
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

/** Make and model find a cage; the year must be a number (group and body type always have a value). */
const REQUIRED: readonly CageInfoField[] = ["make", "model", "year"];

/** The Information form of admin-like roles: the same checks as the server, only changed fields are sent. */
export function CageInfoForm({ cage, onDone }: { cage: Cage; onDone: (saved: boolean) => void }) {
  const styles = useStyles();
  const [info, setInfo] = useState<CageInfoDraft>({
    group: cage.group,
    make: cage.make,
    model: cage.model,
    yearText: String(cage.year),
    bodyType: cage.bodyType,
    trim: cage.trim,
    code: cage.code,
  });
  const [errors, setErrors] = useState<Partial<Record<CageInfoField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { yearText, ...rest } = info;
    const patch = normaliseCageInfo({ ...rest, year: typedYear(yearText) });
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

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={TEXTS.cageEditInfo}>
      <CageInfoFields
        info={info}
        errors={errors}
        required={REQUIRED}
        onChange={(field, value) => {
          setInfo((i) => ({ ...i, [field]: value }));
          // A field's mark clears when it changes (as the task forms' do).
          setErrors(({ [checkedField(field)]: _cleared, ...rest }) => rest);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          {TEXTS.cageSaveInfo}
        </Button>
        <Button onClick={() => onDone(false)}>{TEXTS.cancel}</Button>
      </div>
    </form>
  );
}
