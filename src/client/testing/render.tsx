import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, configure, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach } from "vitest";
import { appRoutes } from "../routes.tsx";

export * from "./fixtures.ts";

/** Component tests: vitest runs without globals, so Testing Library cannot register its clean-up. */
afterEach(() => cleanup());

// The navigation bar, alert banner, error modal and pages load lazily (the login route's budget): on a
// busy CI machine importing one takes longer than Testing Library's default wait of one second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Each rendered tree gets its own SWR cache: with the one global cache, a test could be answered from an
 * earlier test's cache (same call, same fixture token, within SWR's 2 s de-duplication) and never ask
 * its own stubbed fetch — ClientReportsPage's empty state failed that way now and then under load.
 */
const freshCache = () => new Map();

export function withProviders(children: ReactNode) {
  return (
    <SWRConfig value={{ provider: freshCache }}>
      <FluentProvider theme={webLightTheme}>{children}</FluentProvider>
    </SWRConfig>
  );
}

/** The whole app at `path`, with an in-memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(withProviders(<RouterProvider router={router} />));
  return { ...view, router };
}
