import { type ComponentType, lazy } from "react";
import type { RouteObject } from "react-router-dom";
import { LoginPage } from "./features/auth/LoginPage.tsx";
import { AppLayout, ShellCrash } from "./shell/AppLayout.tsx";
import { FallbackRedirect, GuestOnly, RequireAuth } from "./shell/guards.tsx";

/** A page whose code loads when first opened (the workspace and canvas pages are heavy). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return <Page />;
}

/** product §2 routes; every one but / requires authentication. */
export const protectedRoutes: RouteObject[] = [
  {
    path: "/account",
    element: page(
      () => import("./features/account/AccountPage.tsx"),
      (m) => m.AccountPage,
    ),
  },
  {
    path: "/inspections",
    element: page(
      () => import("./features/inspections/InspectionsPage.tsx"),
      (m) => m.InspectionsPage,
    ),
  },
  {
    path: "/cages",
    element: page(
      () => import("./features/cages/CagesPage.tsx"),
      (m) => m.CagesPage,
    ),
  },
  {
    path: "/cageView/:id",
    element: page(
      () => import("./features/cages/CageViewPage.tsx"),
      (m) => m.CageViewPage,
    ),
  },
  {
    path: "/cageLabel/:id",
    element: page(
      () => import("./features/cages/CageLabelPage.tsx"),
      (m) => m.CageLabelPage,
    ),
  },
  {
    path: "/performance",
    element: page(
      () => import("./features/performance/PerformancePage.tsx"),
      (m) => m.PerformancePage,
    ),
  },
  {
    path: "/performance/listTaskFailed",
    element: page(
      () => import("./features/performance/TaskFailedListPage.tsx"),
      (m) => m.TaskFailedListPage,
    ),
  },
  {
    path: "/performance/listTaskFailed/:id",
    element: page(
      () => import("./features/performance/TaskFailedDetailPage.tsx"),
      (m) => m.TaskFailedDetailPage,
    ),
  },
  {
    path: "/performance/statistic",
    element: page(
      () => import("./features/performance/StatisticPage.tsx"),
      (m) => m.StatisticPage,
    ),
  },
  {
    path: "/training",
    element: page(
      () => import("./features/training/TrainingPage.tsx"),
      (m) => m.TrainingPage,
    ),
  },
  {
    path: "/training/label",
    element: page(
      () => import("./features/training/TrainingLabelPage.tsx"),
      (m) => m.TrainingLabelPage,
    ),
  },
  {
    path: "/ops/client-reports",
    element: page(
      () => import("./features/ops/ClientReportsPage.tsx"),
      (m) => m.ClientReportsPage,
    ),
  },
  {
    path: "/ops/integrations",
    element: page(
      () => import("./features/integrations/IntegrationsPage.tsx"),
      (m) => m.IntegrationsPage,
    ),
  },
  {
    path: "/ops/webhooks/:id",
    element: page(
      () => import("./features/integrations/WebhookDeliveriesPage.tsx"),
      (m) => m.WebhookDeliveriesPage,
    ),
  },
  {
    // The Inspections page (issue 24); the agent workspace owns /inspections.
    path: "/inspections-admin",
    element: page(
      () => import("./features/inspectionsAdmin/InspectionsAdminPage.tsx"),
      (m) => m.InspectionsAdminPage,
    ),
  },
  {
    path: "/inspectionView/:sessionID",
    element: page(
      () => import("./features/inspectionView/InspectionViewPage.tsx"),
      (m) => m.InspectionViewPage,
    ),
  },
];

/**
 * Development pages (the workstation demo; a render crash on request): registered in `vite` dev, or in
 * a build made with VITE_DEV_PAGES=1 (the end-to-end tests and benchmarks use one); never in a release
 * build.
 */
const devRoutes: RouteObject[] =
  import.meta.env.DEV || import.meta.env.VITE_DEV_PAGES === "1"
    ? [
        {
          path: "/dev/*",
          element: page(
            () => import("./DevPages.tsx"),
            (m) => m.DevPages,
          ),
        },
      ]
    : [];

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ShellCrash />,
    children: [
      {
        path: "/",
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { element: <RequireAuth />, children: [...protectedRoutes, ...devRoutes] },
      { path: "*", element: <FallbackRedirect /> },
    ],
  },
];
