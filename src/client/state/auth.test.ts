// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { headersOf, jsonResponse, makeToken, makeUser, stubFetch } from "../testing/fixtures.ts";
import { alertStore } from "./alert.ts";
import { login, logout, refreshUser, startSession } from "./auth.ts";
import { errorModalStore } from "./errorModal.ts";
import { sessionStore, setSession } from "./session.ts";

const authAnswer = (token: string, user = makeUser()) => ({
  success: true,
  message: "Success!",
  token,
  user,
});

describe("login", () => {
  it("posts the agent login and keeps token and user", async () => {
    const token = makeToken();
    const fetchMock = stubFetch({ "POST /api/users/login": authAnswer(token) });
    expect(await login("agent1", "demo1234")).toBe(true);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      login: "agent1",
      password: "demo1234",
      url: "AGENT",
      role: "AGENT",
    });
    expect(headersOf(init).Authorization).toBeUndefined();
    expect(sessionStore.token).toBe(token);
    expect(sessionStore.user?.username).toBe("agent1");
    expect(window.localStorage.getItem("token")).toBe(token);
    expect(errorModalStore.open).toBe(false);
  });

  it("shows the 401 message and keeps no session", async () => {
    stubFetch({
      "POST /api/users/login": () =>
        jsonResponse(401, { success: false, code: "BAD_CREDENTIALS", message: TEXTS.badCredentials }),
    });
    expect(await login("agent1", "nope")).toBe(false);
    expect(sessionStore.token).toBeNull();
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 401, message: TEXTS.badCredentials });
  });

  it("shows the new-version modal when agentVer differs", async () => {
    stubFetch({ "POST /api/users/login": authAnswer(makeToken(), makeUser({ agentVer: "11-01" })) });
    await login("agent1", "demo1234");
    expect(errorModalStore).toMatchObject({
      open: true,
      message: TEXTS.newVersion("11-01"),
      logoutOnClose: true,
    });
  });
});

describe("logout", () => {
  it("revokes the session with the token and clears everything at once", async () => {
    const token = makeToken();
    setSession(token, makeUser());
    const fetchMock = stubFetch({ "POST /api/users/logout": { success: true, message: "Logged out." } });
    const done = logout();
    expect(sessionStore.token).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    await done;
    const init = fetchMock.mock.calls[0]?.[1];
    expect(headersOf(init).Authorization).toBe(`Bearer ${token}`);
    expect(alertStore.alert).toBeNull();
  });

  it("makes no call without a session", async () => {
    const fetchMock = stubFetch({});
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("app start", () => {
  it("refreshes the user from GET /api/users/me", async () => {
    window.localStorage.setItem("token", makeToken());
    stubFetch({ "GET /api/users/me": { success: true, user: makeUser({ totalTaskFailed: 9 }) } });
    await startSession();
    expect(sessionStore.user?.totalTaskFailed).toBe(9);
  });

  it("a revoked session answers 401 and is logged out", async () => {
    window.localStorage.setItem("token", makeToken());
    stubFetch({
      "GET /api/users/me": () =>
        jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "Unauthorized" }),
    });
    await startSession();
    expect(sessionStore.token).toBeNull();
  });

  it("an expired stored token is dropped without a call", async () => {
    window.localStorage.setItem("token", makeToken(-5));
    const fetchMock = stubFetch({});
    await startSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.token).toBeNull();
  });

  it("shows the new-version modal after /me", async () => {
    setSession(makeToken(), makeUser());
    stubFetch({ "GET /api/users/me": { success: true, user: makeUser({ agentVer: "9-9" }) } });
    await refreshUser();
    expect(errorModalStore.message).toBe(TEXTS.newVersion("9-9"));
  });
});
