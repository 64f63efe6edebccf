// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { sessionStore } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

const usernameInput = () => screen.getByLabelText(TEXTS.usernameLabel, { exact: false });
const passwordInput = () => screen.getByLabelText(TEXTS.passwordLabel, { exact: false });

describe("login page", () => {
  it("has the title, two required fields and a Login button", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { name: TEXTS.loginTitle })).toBeTruthy();
    expect(usernameInput()).toHaveProperty("required", true);
    expect(passwordInput()).toHaveProperty("required", true);
    expect(passwordInput()).toHaveProperty("type", "password");
    expect(screen.getByRole("button", { name: TEXTS.loginButton })).toBeTruthy();
  });

  it("checks both fields itself too, without calling the server", async () => {
    const fetchMock = stubFetch({});
    renderApp("/");
    const form = (await screen.findByRole("button", { name: TEXTS.loginButton })).closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    expect(await screen.findAllByText(TEXTS.requiredField)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in as AGENT and goes to /inspections", async () => {
    const token = makeToken();
    const fetchMock = stubFetch({
      "POST /api/users/login": { success: true, message: "Success!", token, user: makeUser() },
    });
    const { router } = renderApp("/");
    await userEvent.type(await screen.findByLabelText(TEXTS.usernameLabel, { exact: false }), "agent1");
    await userEvent.type(passwordInput(), "demo1234");
    await userEvent.click(screen.getByRole("button", { name: TEXTS.loginButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/inspections"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      login: "agent1",
      password: "demo1234",
      url: "AGENT",
      role: "AGENT",
    });
    expect(sessionStore.token).toBe(token);
    expect(await screen.findByRole("navigation")).toBeTruthy();
  });

  it("shows a wrong login in the red banner and stays", async () => {
    stubFetch({
      "POST /api/users/login": () =>
        jsonResponse(401, { success: false, code: "BAD_CREDENTIALS", message: TEXTS.badCredentials }),
    });
    const { router } = renderApp("/");
    await userEvent.type(await screen.findByLabelText(TEXTS.usernameLabel, { exact: false }), "agent1");
    await userEvent.type(passwordInput(), "wrong");
    await userEvent.click(screen.getByRole("button", { name: TEXTS.loginButton }));
    const banner = await screen.findByTestId("alert-banner");
    expect(banner.textContent).toContain(TEXTS.alertError(401));
    expect(banner.textContent).toContain(TEXTS.badCredentials);
    expect(router.state.location.pathname).toBe("/");
    expect(sessionStore.token).toBeNull();
  });
});
