// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEXTS } from "../domain/texts.ts";
import { setSession } from "./state/session.ts";
import { makeToken, makeUser, renderApp } from "./testing/render.tsx";

/** [path, the page's heading, where the page ends up when its data cannot be found]. */
const PROTECTED: [string, string | RegExp, string?][] = [
  ["/account", TEXTS.accountTitle],
  ["/inspections", TEXTS.navInspections],
  ["/cages", TEXTS.pageCages],
  ["/cageView/c1", TEXTS.pageCageView],
  // product §2: labelling goes back to the cage view when the cage's details cannot be loaded.
  ["/cageLabel/c1", TEXTS.pageCageView, "/cageView/c1"],
  ["/performance", TEXTS.pagePerformance],
  ["/performance/listTaskFailed", TEXTS.pageTaskFailedList],
  ["/performance/listTaskFailed/t1", TEXTS.pageTaskFailedDetail],
  ["/performance/statistic", TEXTS.pageStatistic],
  ["/training", TEXTS.navTraining],
  ["/training/label", TEXTS.pageTrainingLabel],
  ["/inspectionView/S123", new RegExp(`^${TEXTS.pageInspectionView} S123$`)],
];

describe("routes", () => {
  // No server here: every call answers 404, so pages that load data show their not-found state.
  beforeEach(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, code: "NOT_FOUND", message: "Not found" }), {
            status: 404,
            headers: { "content-type": "application/json" },
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(PROTECTED)("%s sends a signed-out user to the login page", async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: TEXTS.loginTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it.each(PROTECTED)("%s shows its page when signed in", async (path, heading, landsOn) => {
    setSession(makeToken(), makeUser());
    const { router } = renderApp(path);
    // Pages are lazy chunks (a redirect loads two), so allow for a cold, busy test machine.
    expect(await screen.findByRole("heading", { level: 1, name: heading }, { timeout: 8000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(landsOn ?? path);
  });

  it("sends a signed-in user from / to /inspections", async () => {
    setSession(makeToken(), makeUser());
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/inspections"));
  });

  it("sends unknown paths to /inspections, or / when signed out", async () => {
    const signedOut = renderApp("/nope");
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe("/"));
    signedOut.unmount();
    setSession(makeToken(), makeUser());
    const signedIn = renderApp("/nope/deeper");
    await waitFor(() => expect(signedIn.router.state.location.pathname).toBe("/inspections"));
  });

  it("shows the route parameter in the inspection view's title", async () => {
    setSession(makeToken(), makeUser());
    renderApp("/inspectionView/TS-42");
    expect(await screen.findByRole("heading", { level: 1, name: /TS-42/ })).toBeTruthy();
  });
});
