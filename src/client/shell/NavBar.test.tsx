// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ROLES } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";
import { sessionStore, setSession } from "../state/session.ts";
import { makeToken, makeUser, renderApp, stubFetch } from "../testing/render.tsx";

function signIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  setSession(makeToken(), makeUser(overrides));
}

describe("navigation bar", () => {
  it("is absent when signed out", async () => {
    renderApp("/");
    await screen.findByRole("heading", { name: TEXTS.loginTitle });
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("has the brand, menu items, user, version and Sign Out", async () => {
    signIn();
    renderApp("/inspections");
    const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    expect(within(nav).getByRole("link", { name: TEXTS.brand })).toHaveProperty("pathname", "/inspections");
    expect(within(nav).getByRole("link", { name: TEXTS.navInspections })).toHaveProperty(
      "pathname",
      "/inspections",
    );
    expect(within(nav).getByRole("link", { name: TEXTS.navTraining })).toHaveProperty(
      "pathname",
      "/training",
    );
    expect(within(nav).getByText("agent1")).toBeTruthy();
    expect(within(nav).getByText(TEXTS.appVersionLabel)).toBeTruthy();
    expect(within(nav).getByRole("button", { name: TEXTS.signOut })).toBeTruthy();
  });

  it.each(ROLES)("offers %s the Cage Manager from the menu", async (role) => {
    signIn({ role });
    renderApp("/inspections");
    const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    expect(within(nav).getByRole("link", { name: TEXTS.navCages })).toHaveProperty("pathname", "/cages");
  });

  it("shows a VIEWER no failed-task badge (it has no failed tasks to open)", async () => {
    signIn({ role: "VIEWER", totalTaskFailed: 0 });
    renderApp("/inspections");
    await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    expect(screen.queryByTestId("failed-task-badge")).toBeNull();
    expect(screen.queryByRole("link", { name: TEXTS.failedTasksLabel(0) })).toBeNull();
  });

  it.each(ROLES)("shows role %s in green only for AGENT", async (role) => {
    signIn({ role });
    renderApp("/inspections");
    const roleText = await screen.findByTestId("nav-role");
    expect(roleText.textContent).toBe(role);
    expect(roleText.dataset.color).toBe(role === "AGENT" ? "green" : "red");
  });

  it.each(["Male", "Female", "Other"] as const)("shows a %s avatar with an accessible name", async (sex) => {
    signIn({ sex });
    renderApp("/inspections");
    const avatar = await screen.findByRole("img", { name: TEXTS.avatarLabel(sex) });
    expect(avatar.dataset.sex).toBe(sex);
  });

  it.each(ROLES)("offers %s the Performance menu when it has a box to open there", async (role) => {
    signIn({ role });
    renderApp("/inspections");
    const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    const link = within(nav).queryByRole("link", { name: TEXTS.navPerformance });
    if (role === "VIEWER") expect(link).toBeNull();
    else expect(link).toHaveProperty("pathname", "/performance");
  });

  it("shows the failed-task count linking to the user's own queue of the list, calm up to 5", async () => {
    signIn({ totalTaskFailed: 5 });
    renderApp("/inspections");
    const link = await screen.findByRole("link", { name: TEXTS.failedTasksLabel(5) });
    // The badge counts what waits for the user: its link opens that, not the whole list.
    expect(link).toHaveProperty("pathname", "/performance/listTaskFailed");
    expect(link).toHaveProperty("search", "?queue=mine");
    expect(screen.getByTestId("failed-task-badge").dataset.pulsing).toBe("false");
    expect(screen.queryByText(TEXTS.tooManyPriorities)).toBeNull();
  });

  it("pulses and warns above 5 failed tasks", async () => {
    signIn({ totalTaskFailed: 6 });
    renderApp("/inspections");
    await screen.findByRole("link", { name: TEXTS.failedTasksLabel(6) });
    expect(screen.getByTestId("failed-task-badge").dataset.pulsing).toBe("true");
    expect(screen.getByText(TEXTS.tooManyPriorities)).toBeTruthy();
  });

  it("follows count updates from the store", async () => {
    signIn({ totalTaskFailed: 1 });
    renderApp("/inspections");
    await screen.findByRole("link", { name: TEXTS.failedTasksLabel(1) });
    if (sessionStore.user) sessionStore.user.totalTaskFailed = 8;
    expect(await screen.findByRole("link", { name: TEXTS.failedTasksLabel(8) })).toBeTruthy();
  });

  it("Sign Out logs out and goes to the login page", async () => {
    signIn();
    const fetchMock = stubFetch({ "POST /api/users/logout": { success: true, message: "Logged out." } });
    const { router } = renderApp("/training");
    await userEvent.click(await screen.findByRole("button", { name: TEXTS.signOut }));
    expect(await screen.findByRole("heading", { name: TEXTS.loginTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
    expect(sessionStore.token).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/users/logout", expect.objectContaining({ method: "POST" }));
  });
});
