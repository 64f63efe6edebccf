import { type RefObject, useLayoutEffect, useRef, useState } from "react";

/** Below the labelling layout: the page's bottom padding and a little air, so nothing scrolls. */
const BOTTOM_GAP_PX = 24;
/** Never smaller than this: on a very low window the page scrolls rather than squash the canvas. */
const MIN_HEIGHT_PX = 360;

/**
 * The height from an element's top to the bottom of the window (issue 22: the labelling page fits at
 * 1600×900 without scrolling whatever shows above it — the lock banner, the draft status). Measured,
 * not a fixed `calc(100vh - …)`, as the banner comes and goes; again on every window resize and every
 * size change of what holds the element (the page, whose content above the element moves it).
 */
export function useFillHeight<T extends HTMLElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  // The element shows up once the page has loaded (a spinner first): subscribed when it is there.
  const [element, setElement] = useState<T | null>(null);
  useLayoutEffect(() => {
    if (ref.current !== element) setElement(ref.current);
  });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX)));
    };
    measure();
    window.addEventListener("resize", measure);
    // What holds it grows when a banner shows above it (and shrinks back once it is measured again).
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [element]);
  return [ref, height];
}

/**
 * The height a column gives to what it shows besides its photo frame (`[data-photo-frame]`): the
 * workstation's toolbar above the frame, the legend below it (one line, or two where a narrow window
 * wraps it) and the gaps between. The frame gets the fill height less this. Measured as the column's
 * height less the frame's, which does not depend on the frame's own height: setting that height from
 * it re-measures the same value, so it settles at once. Null until there is a frame (`frameShown`).
 */
export function useBesideFrameHeight<T extends HTMLElement>(
  frameShown: boolean,
): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [element, setElement] = useState<T | null>(null);
  useLayoutEffect(() => {
    if (ref.current !== element) setElement(ref.current);
  });
  useLayoutEffect(() => {
    if (!element || !frameShown) return;
    const measure = () => {
      const frame = element.querySelector<HTMLElement>("[data-photo-frame]");
      if (!frame) return;
      const beside = element.getBoundingClientRect().height - frame.getBoundingClientRect().height;
      setHeight(Math.max(0, Math.ceil(beside)));
    };
    measure();
    // The legend wraps or unwraps as the column's width changes; the toolbar may too.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [element, frameShown]);
  return [ref, height];
}
