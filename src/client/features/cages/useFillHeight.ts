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
