import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { NextTaskDialog } from "./AnswerDialogs.tsx";
import { boardStore, resetBoard, type TaskPayload } from "./boardStore.ts";
import { PhotoSizer, ShiftWorkstation, useShiftPhotoHost } from "./ShiftPhotoArea.tsx";
import { StartScreen } from "./StartScreen.tsx";
import { dropEarlyAsk } from "./useHomeworkPolling.ts";
import { WaitingScreen } from "./WaitingScreen.tsx";
import { WorkingScreen } from "./WorkingScreen.tsx";

/** The inspection workspace (/inspections): Start shows the start screen, Process the task workspace. */
export function InspectionsPage() {
  const { status, task, nextDialog } = useSnapshot(boardStore);
  // Leaving the page drops the board; the server gives a held task back when its lease ends.
  useEffect(
    () => () => {
      resetBoard();
      dropEarlyAsk();
    },
    [],
  );
  const photoHost = useShiftPhotoHost();
  return (
    <>
      {status === "Start" ? (
        <StartScreen />
      ) : task ? (
        // One working screen for a run of tasks handed over with the answers (issue 21, item 7): only its
        // data changes, and remounting it cost every next photo tens of ms. What holds a task's own state
        // starts afresh by its own key (TaskPanel, the workstation's taskKey, the lease heartbeat).
        <WorkingScreen payload={task as TaskPayload} photoHost={photoHost} />
      ) : nextDialog ? (
        // An auto task ended: ask before polling for the next one (product §4).
        <NextTaskDialog />
      ) : (
        <WaitingScreen />
      )}
      {/* Mounted as long as the page: its WebGL context is ready before the first task and survives
          Back To Start. (Unmounting it in the same commit as the Time OUT dialog also left the
          dialog's aria-hidden on the app root.) */}
      <ShiftWorkstation host={photoHost} />
      {/* Between tasks the photo area keeps the working screen's size, out of sight (issue 21). */}
      {(status === "Start" || !task) && <PhotoSizer host={photoHost} />}
    </>
  );
}
