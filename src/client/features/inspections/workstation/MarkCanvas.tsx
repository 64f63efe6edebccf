/**
 * The workstation in mark mode for the agent workspace (loaded by MarkWorkstation.tsx): the canvas, the material bar (Tab), the damage
 * picker after a placement, the numbered list of marked damages, and the Support View / same-VIN
 * commands. Marked damages go into damageStore, which the answer actions send. The photo frame is a
 * damage task's keyboard home (issue 21): the picker gives the focus back to it when it closes.
 */

import { Caption1, makeStyles, Text, tokens } from "@fluentui/react-components";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import type { WorkstationController } from "../../../../canvas/controller.ts";
import { DEFAULT_FRAME_HEIGHT } from "../../../../canvas/model.ts";
import { Workstation } from "../../../../canvas/Workstation.tsx";
import { outlineViewForPhoto } from "../../../../domain/bodyTypes.ts";
import { isDamageSlot, type Material } from "../../../../domain/damagePlacement.ts";
import { seriesQuery } from "../../../../domain/damageSeries.ts";
import { damageCorrection } from "../../../../domain/qcDiff.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { call } from "../../../api/call.ts";
import { endpoints } from "../../../api/endpoints.ts";
import { useCall } from "../../../api/useCall.ts";
import { type TaskPayload, timedOutBy } from "../boardStore.ts";
import { damageInputOf, damageStore } from "../damageStore.ts";
import { takePrefetchedBitmap } from "../photoPrefetch.ts";
import { photoFrame } from "../taskFocus.ts";
import { damageEndpointFor } from "../useTaskLookups.ts";
import { setCageChoice } from "./cageChoiceStore.ts";
import {
  answerCageInfo,
  type CageQueue,
  cageName,
  currentCage,
  nextCage,
  startCageQueue,
} from "./cageQueue.ts";
import { DamagePicker } from "./DamagePicker.tsx";
import { DAMAGE_LIST_BOX, MarkedDamageList } from "./MarkedDamageList.tsx";
import { MaterialBar } from "./MaterialBar.tsx";
import {
  asCageInfo,
  changedDamage,
  damageFromPick,
  markContextOf,
  markMarkers,
  type PendingDamage,
  pendingOf,
  uniqueChoices,
} from "./markMode.ts";
import { SameInspectionDialog } from "./SameInspectionDialog.tsx";
import { closeSupportView, openSupportView, supportViewStore } from "./supportViewStore.ts";

/**
 * The photo frame of a task whose damages are listed under it: the box's room is taken from the photo,
 * with the gap before it, for the whole task (the photo does not jump when the first damage is marked),
 * so the info bar stays where it is without a list (on screen at 1600×900, issue 21).
 */
const FRAME_WITH_DAMAGE_LIST = `calc(${DEFAULT_FRAME_HEIGHT} - ${DAMAGE_LIST_BOX} - ${tokens.spacingVerticalXS})`;

const useStyles = makeStyles({
  root: {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalXS,
    flexGrow: 1,
    minWidth: 0,
  },
  notice: { minHeight: "20px", color: tokens.colorPaletteRedForeground1 },
  cage: { minHeight: "16px", color: tokens.colorNeutralForeground2 },
  // Over the top of the workstation, out of the flow: showing or hiding it (Tab) moves nothing.
  materialBar: {
    position: "absolute",
    top: 0,
    left: 0,
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

const NO_DAMAGES: TaskPayload["task"]["damages"] = [];

export function MarkCanvas({ payload, onLoaded }: { payload: TaskPayload | null; onLoaded: () => void }) {
  const styles = useStyles();
  const rootRef = useRef<HTMLDivElement>(null);
  const task = payload?.task ?? null;
  const taskId = task?._id ?? null;
  const options = (payload?.inspection?.options ?? {}) as Record<string, unknown>;
  // The cage and the same-VIN inspection come with the task response.
  const cage = payload?.cage ?? null;
  const same = payload?.inspection?.sameInspection ?? null;
  const cageInfoSource = task?.options.cageInfo ?? null;
  const cageInfo = useMemo(() => asCageInfo(cageInfoSource), [cageInfoSource]);
  const { damages } = useSnapshot(damageStore);
  // A QC task marks as the task it re-checks (issue 23): the QA adds what the inspector missed.
  const marking = markContextOf(task, payload?.taskSlot?.type);
  // Where damages are marked (a damage slot, as placement rules) or kept (a QC task's list).
  const listsDamages = isDamageSlot(marking.slotType) || damages.length > 0;
  const support = useSnapshot(supportViewStore).images;
  const [controller, setController] = useState<WorkstationController | null>(null);
  const [pending, setPending] = useState<PendingDamage | null>(null);
  // The marked damage the picker changes (its index in the list), else the picker adds `pending`.
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [material, setMaterial] = useState<Material | null>(null);
  const [barOpen, setBarOpen] = useState(false);
  const [sameOpen, setSameOpen] = useState(false);
  // T: the cages offered for the photo, fetched at the first press (null: the task's own cage).
  const [cageQueue, setCageQueue] = useState<CageQueue | null>(null);
  const [cageWaiting, setCageWaiting] = useState(false);
  // One workstation serves every task of the shift: what this wrapper holds of a task ends with it.
  const [shownTask, setShownTask] = useState(taskId);
  const currentTask = useRef(taskId);
  currentTask.current = taskId;
  if (shownTask !== taskId) {
    setShownTask(taskId);
    setPending(null);
    setEditing(null);
    setNotice(null);
    setSameOpen(false);
    setCageQueue(null);
    setCageWaiting(false);
  }
  const shownCage = cageQueue ? currentCage(cageQueue) : cage;
  // The answer sends the chosen cage with the alignment it is drawn with (nothing unless T was used).
  useEffect(() => {
    if (taskId) setCageChoice(taskId, cageQueue && cageInfo ? answerCageInfo(cageQueue, cageInfo) : null);
  }, [taskId, cageQueue, cageInfo]);

  // T: the first press asks for the offered cages (served as the cage manager holds them now) and
  // moves to the next; later presses walk the queue. One cage: each press fetches it again (a reload).
  const changeCage = () => {
    const forTask = taskId;
    if (!forTask || !cage || cageWaiting) return;
    if (cageQueue && cageQueue.cageQueue.length > 1) return setCageQueue(nextCage(cageQueue));
    setCageWaiting(true);
    void call(endpoints.taskCages, { params: { id: forTask }, quiet: true }).then((res) => {
      if (currentTask.current !== forTask) return;
      setCageWaiting(false);
      // The lease ran out: Time OUT (issue 21). Not answered: the task's own cage stays.
      if (!res.ok) timedOutBy(res);
      else setCageQueue((q) => startCageQueue(res.data.cages, q ? currentCage(q)._id : cage._id) ?? q);
    });
  };
  // No cage matched the vehicle on a photo that has an outline: nothing can be marked, and the
  // refusal names the missing cage instead of a part that is not there.
  const noCage = !shownCage && !!task && outlineViewForPhoto(task.photoCode) !== null;
  const cageLabel = cageWaiting
    ? TEXTS.wsCageLoading
    : cageQueue && shownCage
      ? TEXTS.wsCageOf(cageQueue.current + 1, cageQueue.cageQueue.length, cageName(shownCage))
      : shownCage
        ? TEXTS.wsCageShown(cageName(shownCage))
        : noCage
          ? TEXTS.wsNoCage
          : "";

  // A QC task: the inspector's damages as the response sent them. They are the QA's to keep, change or
  // remove (the list), so they are not drawn again among the photo's other damages: one the QA removed
  // is gone from the photo too. Against them each mark is the QA's addition or change, or the
  // inspector's left alone (the rule the server records the failed task by).
  const originalDamages = task?.type === "QC" ? task.options.originalDamages : undefined;
  const allDamages = task?.damages ?? NO_DAMAGES;
  const taskDamages = useMemo(() => {
    const inspectors = new Set(originalDamages?.map((d) => d._id));
    return allDamages.filter((d) => !inspectors.has(d._id));
  }, [allDamages, originalDamages]);
  const corrections = useMemo(() => {
    if (!originalDamages) return null;
    const inspector = originalDamages.map(damageInputOf);
    return damages.map((d) => damageCorrection(d, inspector));
  }, [damages, originalDamages]);
  // Numbered as the list of marked damages below numbers them (one function: markMarkers). A damage
  // being changed keeps its own marker: no second one for the picker.
  const placing = editing === null ? (pending?.position ?? null) : null;
  const { markers, ownIndex } = useMemo(
    () => markMarkers(damages, taskDamages, placing),
    [damages, taskDamages, placing],
  );

  const source = str(options.damages_source);
  const choices = useCall(
    damageEndpointFor(str(options.damage_table)),
    pending
      ? {
          query: {
            component: pending.component,
            damage_group: pending.group,
            ...(material ? { material } : {}),
            ...(source ? { source } : {}),
            ...seriesQuery(str(options.damage_table), payload?.vehicle?.series),
          },
        }
      : null,
    { revalidateOnFocus: false },
  );

  // The picker is inside the frame: closed (added, cancelled), it would leave the focus on the page, so
  // the next hot key or Tab would miss the workstation. The frame takes it back.
  const leavePicker = () => {
    setPending(null);
    setEditing(null);
    const frame = rootRef.current ? photoFrame(rootRef.current) : null;
    if (frame) frame.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      {barOpen ? (
        // Over the workstation's top, outside its frame: the frame's keys (Tab hides the bar again)
        // stay the workstation's, and showing or hiding the bar moves nothing under the cursor.
        <div className={styles.materialBar} data-material-bar-overlay="">
          <MaterialBar
            material={material}
            onChange={(m) => controller?.update((s) => ({ ...s, material: m }))}
          />
        </div>
      ) : null}
      <Workstation
        mode="mark"
        taskKey={taskId}
        takePrefetched={takePrefetchedBitmap}
        imageUrl={task?.image_cap ?? null}
        superImageUrl={task?.image_super ?? null}
        photoCode={task?.photoCode ?? ""}
        cageSvg={shownCage?.svg ?? null}
        cageLabels={shownCage?.labels}
        cageInfo={cageInfo}
        mirrored={shownCage?.mirrored ?? false}
        markers={markers}
        height={listsDamages ? FRAME_WITH_DAMAGE_LIST : undefined}
        markContext={marking}
        supportCount={support.length}
        onLoaded={onLoaded}
        onController={setController}
        onStateChange={(s) => {
          setMaterial(s.material);
          setBarOpen(s.materialBarOpen);
        }}
        onPlace={(placed) => {
          setNotice(null);
          setEditing(null);
          setPending({ position: placed.position, component: placed.component, group: placed.group });
        }}
        onRefuse={(refused) =>
          setNotice(noCage && refused.reason === "no-element" ? TEXTS.wsNoCage : refused.message)
        }
        onReloadCage={changeCage}
        onDeleteMarkers={(indices) => {
          const own = new Set(indices.map((i) => ownIndex[i] ?? null).filter((i) => i !== null));
          damageStore.damages = damageStore.damages.filter((_, i) => !own.has(i));
        }}
        onOpenSupport={(which) => openSupportView(which === "full" ? 0 : which)}
        onCloseSupport={closeSupportView}
        onSameInspection={() => setSameOpen(true)}
        overlay={
          pending ? (
            <DamagePicker
              key={`${pending.position.x},${pending.position.y}`}
              pending={pending}
              initial={
                editing !== null && damages[editing]
                  ? { damage_name: damages[editing].damage_name, grade: damages[editing].grade_score ?? 0 }
                  : undefined
              }
              choices={uniqueChoices(choices.data?.data ?? [])}
              loading={choices.isLoading}
              material={material}
              onAnyMaterial={() => controller?.update((s) => ({ ...s, material: null }))}
              onCancel={leavePicker}
              onConfirm={(choice, grade) => {
                if (task === null) return;
                const pick = {
                  choice,
                  grade,
                  material,
                  photoCode: task.photoCode,
                  taskName: marking.taskName,
                };
                const changing = editing === null ? undefined : damageStore.damages[editing];
                if (editing !== null && changing) {
                  damageStore.damages[editing] = changedDamage({ ...pick, damage: changing });
                } else damageStore.damages.push(damageFromPick({ ...pick, pending }));
                leavePicker();
              }}
            />
          ) : null
        }
      />
      <Caption1 className={styles.cage} aria-live="polite">
        {cageLabel}
      </Caption1>
      <Text role="status" className={styles.notice}>
        {notice ?? ""}
      </Text>
      <MarkedDamageList
        damages={damages}
        corrections={corrections}
        onEdit={(i) => {
          const at = damageStore.damages[i];
          const start = at ? pendingOf(at) : null;
          if (!start) return;
          setNotice(null);
          setEditing(i);
          setPending(start);
        }}
        onRemove={(i) => {
          if (editing !== null) leavePicker();
          damageStore.damages.splice(i, 1);
        }}
      />
      <SameInspectionDialog same={same} open={sameOpen} onClose={() => setSameOpen(false)} />
    </div>
  );
}
