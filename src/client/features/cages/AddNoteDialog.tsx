import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Dropdown,
  Field,
  Option,
  Textarea,
} from "@fluentui/react-components";
import { NoteAddRegular } from "@fluentui/react-icons";
import { type FormEvent, useState } from "react";
import { CAGE_NOTE_TYPES, checkNote, NOTE_TYPE_INFORM } from "../../../domain/cageStatus.ts";
import type { Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { cageApi } from "./cageApi.ts";

/** The Add Note modal (product §2, §5): message required; agents add INFORM notes only. */
export function AddNoteDialog({
  cageId,
  role,
  onAdded,
}: {
  cageId: string;
  role: Role;
  onAdded: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [type, setType] = useState<string>(NOTE_TYPE_INFORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const types = role === "AGENT" ? [NOTE_TYPE_INFORM] : CAGE_NOTE_TYPES;

  const reset = (next: boolean) => {
    setOpen(next);
    setMessage("");
    setType(NOTE_TYPE_INFORM);
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = checkNote({ type, message }, role);
    if (!check.ok) return setError(check.message);
    setBusy(true);
    const result = await call(cageApi.addCageNote, {
      params: { id: cageId },
      body: { type, message: message.trim() },
      quietError: true,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    reset(false);
    onAdded();
  };

  return (
    <Dialog open={open} onOpenChange={(_e, data) => reset(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" icon={<NoteAddRegular />}>
          {TEXTS.addNote}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{TEXTS.addNote}</DialogTitle>
            <DialogContent>
              <Field label={TEXTS.noteTypeLabel}>
                <Dropdown
                  value={type}
                  selectedOptions={[type]}
                  disabled={types.length === 1}
                  onOptionSelect={(_e, data) => setType(data.optionValue ?? NOTE_TYPE_INFORM)}
                >
                  {types.map((t) => (
                    <Option key={t} value={t}>
                      {t}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field
                label={TEXTS.noteMessageLabel}
                required
                validationState={error ? "error" : "none"}
                validationMessage={error}
              >
                <Textarea
                  value={message}
                  resize="vertical"
                  maxLength={2000}
                  onChange={(_e, data) => {
                    setMessage(data.value);
                    setError(null);
                  }}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{TEXTS.cancel}</Button>
              </DialogTrigger>
              {/* Focusable while saving: a disabled button drops focus to the page, and the dialog then
                  cannot hand it back to Add Note when it closes. */}
              <Button type="submit" appearance="primary" disabledFocusable={busy}>
                {TEXTS.noteSave}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
