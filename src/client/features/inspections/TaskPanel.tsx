import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { useMemo, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { isFinishFirst, marksChanged } from "../../../domain/decisionKeys.ts";
import { type RejectOption, visibleRejects } from "../../../domain/rejectButtons.ts";
import type { TaskForm } from "../../../domain/taskForm.ts";
import { trimPackOf } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { canUsePlusTime } from "../../../domain/timer.ts";
import { hasErrors, odometerWarning } from "../../../domain/vehicleData.ts";
import { ConfirmDialog, FinishDialog, RejectDialog, VinDecodeDialog } from "./AnswerDialogs.tsx";
import { answerChoiceLists } from "./answerChoiceLists.ts";
import { boardStore, canAct, openModal, type TaskPayload } from "./boardStore.ts";
import { DataEntryForm, type FormSetup } from "./DataEntryForm.tsx";
import { AcceptButtons, RejectButtons } from "./DecisionButtons.tsx";
import { arrivalMarks, damageStore, damagesForAnswer } from "./damageStore.ts";
import { InspectorAnswerPanel } from "./InspectorAnswerPanel.tsx";
import { acceptBodyOf, useQcAcceptNote } from "./qcAccept.ts";
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
import { useTaskHome } from "./taskFocus.ts";
import { useDecisionKeys } from "./useDecisionKeys.ts";
import { useTaskLookups } from "./useTaskLookups.ts";
import { VehicleMismatchDialog } from "./VehicleMismatchDialog.tsx";
import { acceptTask, finishTask, plusTime, rejectTask } from "./workspaceActions.ts";

const useStyles = makeStyles({
  panel: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

/**
 * The right-hand panel (product §2): instructions, the data-entry form, accept, finish and reject buttons.
 * Mounted per task: the focus starts at the task's home (its first field, or the photo on damage tasks)
 * and the decisions have keys (issue 21); a key does what its button does, and nothing when it is off.
 */
export function TaskPanel({ payload }: { payload: TaskPayload }) {
  const styles = useStyles();
  const board = useSnapshot(boardStore);
  const marks = useSnapshot(damageStore).damages;
  const marked = marks.length;
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
    series: ctx.series,
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
    bodyTypes: ctx.bodyTypes,
    lookups,
  };
  const showPlusTime = payload.task.name === "damage_body";
  const plusTimeOn =
    on && canUsePlusTime({ remaining: board.timeCount, plusTimeUsed: board.plusTime }, payload.task.name);

  const accepts = payload.taskSetting?.accepts ?? [];
  // A QC of a photo-damage task: an accept sends the photo's damages as Finish does (issue 23), and its
  // confirm says when they correct the inspector's.
  const qcPhoto = ctx.isQc && ctx.marksDamages;
  const qcAcceptNote = useQcAcceptNote(
    qcPhoto,
    payload.task.options.originalDamages,
    inspector?.damages ?? [],
  );
  const takeAccept = (option: RejectOption) => {
    if (!on || blocked) return;
    if (!passesRejection && hasErrors(errors)) return setSubmitted(true);
    setAccept(option);
    openModal("confirm");
  };
  const takeReject = (option: RejectOption) => {
    if (!on) return;
    setReject(option);
    openModal("reject");
  };
  // A QA who removed every damage the inspector marked finishes with none: that is its correction.
  const finishOn =
    on && (marked > 0 || (ctx.isQc && (payload.task.options.originalDamages?.length ?? 0) > 0));
  const takeFinish = () => {
    if (finishOn) openModal("finish");
  };
  const arrived = useMemo(
    () => arrivalMarks(payload.task.options.originalDamages, inspector?.damages ?? null),
    [payload, inspector],
  );
  const finishFirst = isFinishFirst({
    marksDamages: ctx.marksDamages,
    finishEnabled: finishOn,
    marksChanged: marksChanged(arrived, marks),
  });
  const formRef = useRef<HTMLElement>(null);
  useTaskHome(formRef, ctx.marksDamages || ctx.sections.length === 0);
  const rejectArmed = useDecisionKeys(formRef, finishFirst, (decision) => {
    if (decision.kind === "finish") {
      if (ctx.marksDamages) takeFinish();
      return;
    }
    const option = (decision.kind === "accept" ? accepts : rejects)[decision.index];
    if (option) (decision.kind === "accept" ? takeAccept : takeReject)(option);
  });

  return (
    <aside className={styles.panel}>
      {payload.taskSetting?.description && <Text>{payload.taskSetting.description}</Text>}
      {inspector && (
        <InspectorAnswerPanel
          answer={inspector}
          reasons={payload.task.options.originalReasons ?? []}
          photoDamages={qcPhoto ? payload.task.options.originalDamages : undefined}
          lists={answerChoiceLists(ctx.slotOptions, lookups.vehicle)}
        />
      )}
      <DataEntryForm
        ref={formRef}
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
      <AcceptButtons
        options={accepts}
        disabled={!on || blocked}
        onAccept={takeAccept}
        finish={ctx.marksDamages ? { enabled: finishOn, first: finishFirst, onFinish: takeFinish } : null}
      />
      <RejectButtons options={rejects} disabled={!on} armed={rejectArmed} onReject={takeReject} />
      <ConfirmDialog
        reason={accept?.description ?? null}
        note={qcAcceptNote}
        onOk={() => {
          openModal("none");
          if (!accept || !canAct(boardStore)) return;
          const photo = qcPhoto ? damagesForAnswer() : null;
          void acceptTask(
            accept.name,
            acceptBodyOf({ fields: answer.fields, formDamages: answer.damages, photo, passesRejection }),
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
      <VehicleMismatchDialog />
    </aside>
  );
}
