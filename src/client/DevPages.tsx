import { lazy } from "react";
import { useRoutes } from "react-router-dom";

// Each development page loads on its own (the crash page does not bring the workstation's Pixi); the
// shell's Suspense shows the spinner meanwhile.
const DevWorkstationPage = lazy(async () => ({
  default: (await import("./features/inspections/workstation/DevWorkstationPage.tsx")).DevWorkstationPage,
}));
const DevCrashPage = lazy(async () => ({ default: (await import("./ops/DevCrashPage.tsx")).DevCrashPage }));

/**
 * The development pages under /dev/* (the workstation demo, a render crash on request), routed here in
 * a chunk of their own, so that a build with them (VITE_DEV_PAGES=1, the end-to-end tests') has the
 * login route's JavaScript of a release build but for one lazy import.
 */
export function DevPages() {
  return useRoutes([
    { path: "workstation", element: <DevWorkstationPage /> },
    { path: "crash", element: <DevCrashPage /> },
  ]);
}
