import { useSnapshot } from "valtio";
import { leaseKindOf } from "../../../domain/taskLease.ts";
import { isTestSession } from "../../../domain/vin.ts";
import { sessionStore } from "../../state/session.ts";
import { ErrorPopup, TimeOutDialog } from "./AnswerDialogs.tsx";
import type { TaskPayload } from "./boardStore.ts";
import { Countdown } from "./Countdown.tsx";
import { InfoBar } from "./InfoBar.tsx";
import { LazySupportView } from "./LazySupportView.tsx";
import { ReferenceInfo } from "./ReferenceInfo.tsx";
import { PhotoSlot } from "./ShiftPhotoArea.tsx";
import { TaskHeader } from "./TaskHeader.tsx";
import { TaskPanel } from "./TaskPanel.tsx";
import { useLeaseHeartbeat } from "./taskLeaseReports.ts";
import { useWorkingLayout } from "./workingLayout.ts";

/**
 * The working screen (product §2): photo, countdown, header, info bar and the answer panel. The photo
 * area is the shift's one workstation (ShiftPhotoArea.tsx), shown in its slot.
 */
export function WorkingScreen({ payload, photoHost }: { payload: TaskPayload; photoHost: HTMLDivElement }) {
  const styles = useWorkingLayout();
  const username = useSnapshot(sessionStore).user?.username ?? null;
  const testMode = isTestSession(payload.inspection?.sessionID, payload.vehicle?.vin);
  // The server holds a task without a countdown only while its screen says it is open (issue 21).
  const facts = { username, sessionId: payload.inspection?.sessionID, vin: payload.vehicle?.vin };
  useLeaseHeartbeat(payload.task._id, leaseKindOf(facts) === "heartbeat");
  return (
    <section className={styles.root} aria-label={payload.task.photoCode}>
      <div className={styles.main}>
        <TaskHeader payload={payload} testMode={testMode} />
        <PhotoSlot host={photoHost} />
        <InfoBar payload={payload} />
      </div>
      <div className={styles.side}>
        <Countdown username={username} testMode={testMode} />
        <ReferenceInfo payload={payload} />
        <TaskPanel key={payload.task._id} payload={payload} />
      </div>
      <TimeOutDialog />
      <ErrorPopup />
      <LazySupportView />
    </section>
  );
}
