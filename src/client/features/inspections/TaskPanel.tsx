import { Button, makeStyles, Subtitle2, Text, tokens } from "@fluentui/react-components";
import { useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import { type RejectOption, visibleRejects } from "../../../domain/rejectButtons.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { hasErrors, odometerWarning } from "../../../domain/vehicleData.ts";
import type { VinContext } from "../../../domain/vin.ts";
import { ConfirmDialog, RejectDialog, VinDecodeDialog } from "./AnswerDialogs.tsx";
import { boardStore, openModal, type TaskPayload } from "./boardStore.ts";
import { DataEntryForm } from "./DataEntryForm.tsx";
import { emptyForm, formErrors, formPayload, type TaskFormData } from "./taskData.ts";
import { acceptTask, rejectTask } from "./workspaceActions.ts";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

const str = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The right-hand panel (spec §2): instructions, the data-entry form, accept and reject buttons. */
export function TaskPanel({ payload }: { payload: TaskPayload }) {
  const styles = useStyles();
  const { actionsOn } = useSnapshot(boardStore);
  const photoCode = payload.task.photoCode;
  const options = payload.inspection?.options ?? {};
  const vinContext: VinContext = { decode: str(options.decode), usecase: str(options.usecase) };
  const odomUnits = payload.taskSlot?.inspects.options.odom_unit?.map((o) => o.name) ?? ["km", "mi"];
  const [form, setForm] = useState<TaskFormData>(() => emptyForm(odomUnits[0]));
  const [accept, setAccept] = useState<RejectOption | null>(null);
  const [reject, setReject] = useState<RejectOption | null>(null);
  const currentYear = new Date().getFullYear();
  const errors = formErrors(photoCode, form, vinContext, currentYear);
  const blocked = hasErrors(errors);

  const rejects = useMemo(
    () =>
      payload.inspection
        ? visibleRejects(payload.taskSetting?.rejects ?? [], {
            inspection: payload.inspection,
            photoCode,
            hasOdometerData: payload.vehicle?.data.odom_reading !== undefined,
          })
        : [],
    [payload, photoCode],
  );
  const warning = odometerWarning(photoCode, payload.vehicle?.year, currentYear);

  return (
    <aside className={styles.panel}>
      {payload.taskSetting?.description && <Text>{payload.taskSetting.description}</Text>}
      <DataEntryForm
        photoCode={photoCode}
        form={form}
        errors={errors}
        vinContext={vinContext}
        odomUnits={odomUnits}
        odometerWarning={warning}
        disabled={!actionsOn}
        onChange={setForm}
      />
      <Subtitle2 as="h2">{TEXTS.acceptButtons}</Subtitle2>
      <section className={styles.buttons} aria-label={TEXTS.acceptButtons}>
        {(payload.taskSetting?.accepts ?? []).map((option) => (
          <Button
            key={option.name}
            appearance="primary"
            disabled={!actionsOn || blocked}
            onClick={() => {
              setAccept(option);
              openModal("confirm");
            }}
          >
            {option.description}
          </Button>
        ))}
      </section>
      {rejects.length > 0 && (
        <>
          <Subtitle2 as="h2">{TEXTS.rejectButtons}</Subtitle2>
          <section className={styles.buttons} aria-label={TEXTS.rejectButtons}>
            {rejects.map((option) => (
              <Button
                key={option.name}
                disabled={!actionsOn}
                onClick={() => {
                  setReject(option);
                  openModal("reject");
                }}
              >
                {option.description}
              </Button>
            ))}
          </section>
        </>
      )}
      <ConfirmDialog
        reason={accept?.description ?? null}
        onOk={() => {
          openModal("none");
          if (accept && actionsOn) void acceptTask(accept.name, formPayload(photoCode, form));
        }}
      />
      <RejectDialog
        reason={reject?.description ?? null}
        onReject={() => {
          openModal("none");
          if (reject && actionsOn) void rejectTask(reject.description);
        }}
      />
      <VinDecodeDialog />
    </aside>
  );
}
