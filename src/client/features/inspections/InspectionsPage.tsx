import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { NextTaskDialog } from "./AnswerDialogs.tsx";
import { boardStore, resetBoard, type TaskPayload } from "./boardStore.ts";
import { ShiftWorkstation, useShiftPhotoHost } from "./ShiftPhotoArea.tsx";
import { StartScreen } from "./StartScreen.tsx";
import { WaitingScreen } from "./WaitingScreen.tsx";
import { WorkingScreen } from "./WorkingScreen.tsx";

/** The inspection workspace (/inspections): Start shows the start screen, Process the task workspace. */
export function InspectionsPage() {
  const { status, task, nextDialog } = useSnapshot(boardStore);
  // Leaving the page drops the board; the server gives a held task back when its lease ends.
  useEffect(() => resetBoard, []);
  const photoHost = useShiftPhotoHost();
  if (status === "Start") return <StartScreen />;
  return (
    <>
      {task ? (
        <WorkingScreen payload={task as TaskPayload} photoHost={photoHost} />
      ) : nextDialog ? (
        // An auto task ended: ask before polling for the next one (spec §4).
        <NextTaskDialog />
      ) : (
        <WaitingScreen />
      )}
      {/* Mounted from Start Inspect on, so its WebGL context is ready before the first task. */}
      <ShiftWorkstation host={photoHost} />
    </>
  );
}
