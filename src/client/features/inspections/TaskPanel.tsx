import { Button, makeStyles, Subtitle2, Text, tokens } from "@fluentui/react-components";
import { useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import { type RejectOption, visibleRejects } from "../../../domain/rejectButtons.ts";
import type { TaskForm } from "../../../domain/taskForm.ts";
import { trimPackOf } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { canUsePlusTime } from "../../../domain/timer.ts";
import { hasErrors, odometerWarning } from "../../../domain/vehicleData.ts";
import { ConfirmDialog, FinishDialog, RejectDialog, VinDecodeDialog } from "./AnswerDialogs.tsx";
import { boardStore, canAct, openModal, type TaskPayload } from "./boardStore.ts";
import { DataEntryForm, type FormSetup } from "./DataEntryForm.tsx";
import { damageStore, damagesForAnswer } from "./damageStore.ts";
import { InspectorAnswerPanel } from "./InspectorAnswerPanel.tsx";
import {
  buildTaskAnswer,
  formContext,
  formErrors,
  initialForm,
  inspectorAnswerOf,
  isRequiredOnly,
  taskContext,
  visibleErrors,
} from "./taskData.ts";
import { useTaskLookups } from "./useTaskLookups.ts";
import { acceptTask, finishTask, plusTime, rejectTask } from "./workspaceActions.ts";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  buttons: { display: "flex", flexWrap: "wrap", gap: tokens.spacingHorizontalS },
});

/** The right-hand panel (spec §2): instructions, the data-entry form, accept, finish and reject buttons. */
export function TaskPanel({ payload }: { payload: TaskPayload }) {
  const styles = useStyles();
  const board = useSnapshot(boardStore);
  const marked = useSnapshot(damageStore).damages.length;
  const ctx = useMemo(() => taskContext(payload), [payload]);
  const inspector = useMemo(() => (ctx.isQc ? inspectorAnswerOf(payload) : null), [ctx, payload]);
  const pristine = useMemo(() => initialForm(ctx, inspector), [ctx, inspector]);
  const [form, setForm] = useState<TaskForm>(pristine);
  const [submitted, setSubmitted] = useState(false);
  const [accept, setAccept] = useState<RejectOption | null>(null);
  const [reject, setReject] = useState<RejectOption | null>(null);
  const lookups = useTaskLookups({
    sections: ctx.sections,
    sessionId: ctx.sessionId,
    damageTable: ctx.damageTable,
    damagesSource: ctx.damagesSource,
  });
  const on = canAct(board);
  const currentYear = new Date().getFullYear();
  const answer = buildTaskAnswer(form, formContext(ctx, { choices: lookups.damageChoices }));
  const packs = lookups.vehicle?.vehicle_trims_pack.map(trimPackOf);
  const errors = formErrors(
    ctx,
    answer.fields,
    currentYear,
    ctx.sections.includes("trim") ? packs : undefined,
  );
  // The QA agrees with an inspector's rejection by accepting the form as it came: no data, nothing to
  // check (the server treats an accept without data on a rejected original as that pass).
  const passesRejection = inspector?.kind === "rejected" && form === pristine;
  const blocked = !passesRejection && hasErrors(errors) && !isRequiredOnly(errors);

  const rejects = useMemo(
    () =>
      payload.inspection
        ? visibleRejects(payload.taskSetting?.rejects ?? [], {
            inspection: payload.inspection,
            photoCode: ctx.photoCode,
            hasOdometerData: payload.vehicle?.data.odom_reading !== undefined,
          })
        : [],
    [payload, ctx.photoCode],
  );
  const setup: FormSetup = {
    sections: ctx.sections,
    vinContext: ctx.vinContext,
    odomUnits: ctx.odomUnits,
    odometerWarning: odometerWarning(ctx.photoCode, payload.vehicle?.year, currentYear),
    slotOptions: ctx.slotOptions,
    position: ctx.position,
    damageTable: ctx.damageTable,
    lookups,
  };
  const showPlusTime = payload.task.name === "damage_body";
  const plusTimeOn =
    on && canUsePlusTime({ remaining: board.timeCount, plusTimeUsed: board.plusTime }, payload.task.name);

  return (
    <aside className={styles.panel}>
      {payload.taskSetting?.description && <Text>{payload.taskSetting.description}</Text>}
      {inspector && <InspectorAnswerPanel answer={inspector} />}
      <DataEntryForm
        setup={setup}
        form={form}
        errors={visibleErrors(errors, submitted)}
        disabled={!on}
        onChange={setForm}
      />
      {showPlusTime && (
        <Button disabled={!plusTimeOn} onClick={() => void plusTime()}>
          {TEXTS.plusTime}
        </Button>
      )}
      <Subtitle2 as="h2">{TEXTS.acceptButtons}</Subtitle2>
      <section className={styles.buttons} aria-label={TEXTS.acceptButtons}>
        {(payload.taskSetting?.accepts ?? []).map((option) => (
          <Button
            key={option.name}
            appearance="primary"
            disabled={!on || blocked}
            onClick={() => {
              if (!passesRejection && hasErrors(errors)) return setSubmitted(true);
              setAccept(option);
              openModal("confirm");
            }}
          >
            {option.description}
          </Button>
        ))}
        {ctx.marksDamages && (
          <Button disabled={!on || marked === 0} onClick={() => openModal("finish")}>
            {TEXTS.finish}
          </Button>
        )}
      </section>
      {rejects.length > 0 && (
        <>
          <Subtitle2 as="h2">{TEXTS.rejectButtons}</Subtitle2>
          <section className={styles.buttons} aria-label={TEXTS.rejectButtons}>
            {rejects.map((option) => (
              <Button
                key={option.name}
                disabled={!on}
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
          if (!accept || !canAct(boardStore)) return;
          void acceptTask(
            accept.name,
            passesRejection
              ? {}
              : { ...answer.fields, ...(answer.damages.length > 0 ? { damages: answer.damages } : {}) },
          );
        }}
      />
      <FinishDialog
        count={marked}
        onFinish={() => {
          openModal("none");
          if (canAct(boardStore)) void finishTask(damagesForAnswer());
        }}
      />
      <RejectDialog
        reason={reject?.description ?? null}
        onReject={() => {
          openModal("none");
          if (reject && canAct(boardStore)) void rejectTask(reject.description);
        }}
      />
      <VinDecodeDialog />
    </aside>
  );
}
