import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { appRoutes } from "./routes.tsx";
import { ErrorBoundary } from "./shell/ErrorBoundary.tsx";

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Fluent theme around the router; the outer boundary catches what the router cannot (a crash of the
 * shell itself). Declarative routing (BrowserRouter + useRoutes), not the data router: the app uses
 * no loaders or actions, and the data router's code was 17 kB gzipped of the login route's budget.
 */
export function App() {
  return (
    <FluentProvider theme={webLightTheme} style={{ minHeight: "100vh" }}>
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </FluentProvider>
  );
}
