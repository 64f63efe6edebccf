import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { TEXTS } from "../domain/texts.ts";
import { App } from "./App.tsx";
import "./global.css";
import { initErrorReporting } from "./ops/errorReporting.ts";
import { startSession } from "./state/auth.ts";
import { installSessionLifecycle } from "./state/lifecycle.ts";
import { registerServiceWorker } from "./sw/register.ts";
import { liftStaleAriaHidden } from "./ui/staleAriaHidden.ts";

/** Entry: restore the session (an expired stored token logs out), watch the page lifecycle, render. */
document.title = TEXTS.brand;
void startSession();
installSessionLifecycle();
registerServiceWorker();
initErrorReporting();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");
liftStaleAriaHidden(container);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
