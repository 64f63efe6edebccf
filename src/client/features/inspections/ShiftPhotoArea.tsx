import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useSnapshot } from "valtio";
import { boardStore, type TaskPayload } from "./boardStore.ts";
import { photoShown } from "./taskLeaseReports.ts";
import { MarkWorkstation } from "./workstation/MarkWorkstation.tsx";

/**
 * One photo area (one imaging workstation, one WebGL context) for the whole shift. Building a Pixi
 * application per task cost seconds on software WebGL, so the workstation is rendered once, into a
 * DOM node of its own, through a portal from the inspections page; the working screen of each task
 * lends it a place (PhotoSlot). While the agent waits, the node is out of the page (hidden) and the
 * workstation holds no task. Each task swaps the photo, cage and markers (see Workstation's taskKey).
 */
export function useShiftPhotoHost(): HTMLDivElement {
  const [host] = useState(() => {
    const div = document.createElement("div");
    Object.assign(div.style, { display: "flex", flexDirection: "column", flexGrow: "1", minWidth: "0" });
    return div;
  });
  return host;
}

export function ShiftWorkstation({ host }: { host: HTMLDivElement }) {
  const task = useSnapshot(boardStore).task as TaskPayload | null;
  return createPortal(<MarkWorkstation payload={task} onLoaded={photoShown} />, host);
}

/** Where the working screen shows the shift's workstation. */
export function PhotoSlot({ host }: { host: HTMLDivElement }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.appendChild(host);
    return () => host.remove();
  }, [host]);
  return <div ref={slot} style={{ display: "contents" }} />;
}
