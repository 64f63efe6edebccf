import { makeStyles } from "@fluentui/react-components";
import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useSnapshot } from "valtio";
import { boardStore, type TaskPayload } from "./boardStore.ts";
import { photoShown } from "./taskLeaseReports.ts";
import { useWorkingLayout } from "./workingLayout.ts";
import { MarkWorkstation } from "./workstation/MarkWorkstation.tsx";

/**
 * One photo area (one imaging workstation, one WebGL context) for the whole shift. Building a Pixi
 * application per task cost seconds on software WebGL, so the workstation is rendered once, into a
 * DOM node of its own, through a portal from the inspections page; the working screen of each task
 * lends it a place (PhotoSlot). While the agent waits, the node waits out of sight in PhotoSizer and the
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

const useSizerStyles = makeStyles({
  // No height and nothing painted: the page looks as before; layout still gives the frame its size.
  sizer: { height: 0, overflow: "hidden", visibility: "hidden", pointerEvents: "none" },
});

/**
 * Where the shift's photo area waits between tasks (the start and waiting screens, the next-task
 * dialog): the working screen's grid, empty but for the photo slot, with no height and unseen. The
 * canvas so has the frame's size before the first task arrives. Resizing a WebGL canvas reallocates
 * its drawing buffers: ~250 ms on software WebGL (issue 21, item 7), which the first photo of every
 * Start Inspect paid while the agent looked at a blank frame.
 */
export function PhotoSizer({ host }: { host: HTMLDivElement }) {
  const layout = useWorkingLayout();
  const styles = useSizerStyles();
  return (
    <div className={styles.sizer} aria-hidden data-testid="photo-sizer">
      <div className={layout.root}>
        <div className={layout.main}>
          <PhotoSlot host={host} />
        </div>
        <div className={layout.side} />
      </div>
    </div>
  );
}
