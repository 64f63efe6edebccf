import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { NextTaskDialog } from "./AnswerDialogs.tsx";
import { boardStore, resetBoard, type TaskPayload } from "./boardStore.ts";
import { ShiftWorkstation, useShiftPhotoHost } from "./ShiftPhotoArea.tsx";
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
        // One working screen per task: a task handed over with the answer (issue 21) starts afresh.
        <WorkingScreen key={task.task._id} payload={task as TaskPayload} photoHost={photoHost} />
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
    </>
  );
}
