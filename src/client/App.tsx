import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { useMemo } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { appRoutes } from "./routes.tsx";
import { ErrorBoundary } from "./shell/ErrorBoundary.tsx";

/** Fluent theme around the router; the outer boundary catches what the router cannot. */
export function App() {
  const router = useMemo(() => createBrowserRouter(appRoutes), []);
  return (
    <FluentProvider theme={webLightTheme} style={{ minHeight: "100vh" }}>
      <ErrorBoundary>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </FluentProvider>
  );
}
