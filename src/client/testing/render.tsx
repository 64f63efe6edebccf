import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, configure, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach } from "vitest";
import { appRoutes } from "../routes.tsx";

export * from "./fixtures.ts";

/** Component tests: vitest runs without globals, so Testing Library cannot register its clean-up. */
afterEach(() => cleanup());

// The navigation bar, alert banner, error modal and pages load lazily (the login route's budget): on a
// busy CI machine importing one takes longer than Testing Library's default wait of one second.
configure({ asyncUtilTimeout: 5000 });

export function withProviders(children: ReactNode) {
  return <FluentProvider theme={webLightTheme}>{children}</FluentProvider>;
}

/** The whole app at `path`, with an in-memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(withProviders(<RouterProvider router={router} />));
  return { ...view, router };
}
