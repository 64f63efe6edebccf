/**
 * Pointer, wheel and keyboard events of the frame element, turned into controller calls in viewport
 * px. Listeners are native (the wheel must be non-passive to keep the page from scrolling).
 */

import { type RefObject, useEffect } from "react";
import { viewportPoint } from "../geometry/spaces";
import { commandForKey } from "./commands";
import type { WorkstationController } from "./controller";
import { takesKey } from "./keyboard";

export function usePointerInput(
  controller: WorkstationController,
  frameRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    // Pointer input over an overlay (the damage picker) is the overlay's: capturing the pointer here
    // would take its clicks (a mouse could not open the damage list), and a drag or a double-click
    // there would pan or place a damage under it.
    const inOverlay = (e: Event) =>
      e.target instanceof Element && e.target.closest("[data-workstation-overlay]") !== null;
    const at = (e: MouseEvent) => {
      const r = frame.getBoundingClientRect();
      return viewportPoint(e.clientX - r.left, e.clientY - r.top);
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || inOverlay(e)) return;
      frame.setPointerCapture?.(e.pointerId);
      controller.pointerDown(at(e));
    };
    const onMove = (e: PointerEvent) => controller.pointerMove(at(e));
    const onUp = (e: PointerEvent) => {
      if (e.button === 0) controller.pointerUp(at(e));
    };
    const onLeave = () => {
      if (!controller.state.drag) controller.pointerLeave();
    };
    const onWheel = (e: WheelEvent) => {
      if (inOverlay(e)) return;
      e.preventDefault();
      controller.wheel(e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY, at(e));
    };
    const onDouble = (e: MouseEvent) => {
      if (!inOverlay(e)) controller.doubleClick(at(e));
    };
    const onKeyDown = (e: KeyboardEvent) => {
      // A workstation kept for the next task is out of the page while the agent waits: keys are not its.
      if (!frame.isConnected || !takesKey(e, frame)) return;
      // Held keys repeat: W is already held, and Space must not spin the photo round.
      if (e.repeat) {
        if (commandForKey(controller.mode, e.key)) e.preventDefault();
        return;
      }
      if (controller.keyDown(e.key)) e.preventDefault();
    };
    const onKeyUp = (e: KeyboardEvent) => controller.keyUp(e.key);
    const onBlur = () => controller.releaseAll();
    frame.addEventListener("pointerdown", onDown);
    frame.addEventListener("pointermove", onMove);
    frame.addEventListener("pointerup", onUp);
    frame.addEventListener("pointerleave", onLeave);
    frame.addEventListener("wheel", onWheel, { passive: false });
    frame.addEventListener("dblclick", onDouble);
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);
    window.addEventListener("blur", onBlur);
    const resize = new ResizeObserver(() =>
      controller.resize({ width: frame.clientWidth, height: frame.clientHeight }),
    );
    resize.observe(frame);
    controller.resize({ width: frame.clientWidth, height: frame.clientHeight });
    return () => {
      frame.removeEventListener("pointerdown", onDown);
      frame.removeEventListener("pointermove", onMove);
      frame.removeEventListener("pointerup", onUp);
      frame.removeEventListener("pointerleave", onLeave);
      frame.removeEventListener("wheel", onWheel);
      frame.removeEventListener("dblclick", onDouble);
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("keyup", onKeyUp);
      window.removeEventListener("blur", onBlur);
      resize.disconnect();
    };
  }, [controller, frameRef]);
}
