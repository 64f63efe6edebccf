// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../domain/texts.ts";
import { setSession } from "./state/session.ts";
import { makeToken, makeUser, renderApp } from "./testing/render.tsx";

const PROTECTED: [string, string][] = [
  ["/account", TEXTS.accountTitle],
  ["/inspections", TEXTS.navInspections],
  ["/cages", TEXTS.pageCages],
  ["/cageView/c1", TEXTS.pageCageView],
  ["/cageLabel/c1", TEXTS.pageCageLabel],
  ["/performance", TEXTS.pagePerformance],
  ["/performance/listTaskFailed", TEXTS.pageTaskFailedList],
  ["/performance/listTaskFailed/t1", TEXTS.pageTaskFailedDetail],
  ["/performance/statistic", TEXTS.pageStatistic],
  ["/training", TEXTS.navTraining],
  ["/training/label", TEXTS.pageTrainingLabel],
  ["/inspectionView/S123", TEXTS.pageInspectionView],
];

describe("routes", () => {
  it.each(PROTECTED)("%s sends a signed-out user to the login page", async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: TEXTS.loginTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it.each(PROTECTED)("%s shows its page when signed in", async (path, heading) => {
    setSession(makeToken(), makeUser());
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
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

  it("shows the route parameter on the detail placeholders", async () => {
    setSession(makeToken(), makeUser());
    renderApp("/inspectionView/TS-42");
    expect(await screen.findByText("TS-42")).toBeTruthy();
  });
});
