import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { AddRegular } from "@fluentui/react-icons";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { type CageInfo, type CageInfoField, checkNewCage, newCageInfo } from "../../../domain/cageInfo.ts";
import type { CAGE_GROUPS } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { showAlert } from "../../state/alert.ts";
import { type CageInfoDraft, CageInfoFields, checkedField, typedYear } from "./CageInfoFields.tsx";
import { cageApi } from "./cageApi.ts";

const useStyles = makeStyles({
  fields: {
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(200px, 1fr))",
    gap: tokens.spacingHorizontalM,
  },
});

const EMPTY: CageInfoDraft = {
  group: "A",
  make: "",
  model: "",
  yearText: "",
  bodyType: "",
  trim: "",
  code: "",
};
const REQUIRED: readonly CageInfoField[] = ["group", "make", "model", "year", "bodyType"];

/**
 * New cage (issue 22; admin-like roles): make, model, year, body type, group, trim and code, checked by
 * the domain's checkNewCage as the server checks them; the new DRAFT cage opens at once, ready for its
 * slot files.
 */
export function CreateCageDialog() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState<CageInfoDraft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CageInfoField, string>>>({});
  const [busy, setBusy] = useState(false);

  const reset = (next: boolean) => {
    setOpen(next);
    setInfo(EMPTY);
    setErrors({});
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { yearText, ...rest } = info;
    const fields = { ...rest, year: yearText.trim() === "" ? undefined : typedYear(yearText) };
    const found = checkNewCage(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    // checkNewCage passed: the group is one of CAGE_GROUPS.
    const body = newCageInfo(fields) as CageInfo & { group: (typeof CAGE_GROUPS)[number] };
    const result = await call(cageApi.createCage, { body, quiet: true });
    setBusy(false);
    if (!result.ok) return;
    showAlert("success", 200, TEXTS.cageCreatedAlert);
    reset(false);
    navigate(`/cageView/${result.data.cage._id}`);
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => reset(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" appearance="primary" icon={<AddRegular />}>
          {TEXTS.cageNew}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={TEXTS.cageCreateForm}>
          <DialogBody>
            <DialogTitle>{TEXTS.cageNew}</DialogTitle>
            <DialogContent className={styles.fields}>
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
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{TEXTS.cancel}</Button>
              </DialogTrigger>
              {/* Focusable while saving, as Add Note's: the dialog hands focus back when it closes. */}
              <Button type="submit" appearance="primary" disabledFocusable={busy}>
                {TEXTS.cageCreate}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
