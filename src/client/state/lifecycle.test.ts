// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { headersOf, makeToken, makeUser, stubFetch } from "../testing/fixtures.ts";
import { installSessionLifecycle, PENDING_LOGOUT_KEY } from "./lifecycle.ts";
import { sessionStore, setSession } from "./session.ts";
import { TABS_KEY } from "./tabs.ts";

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe("session lifecycle", () => {
  it("logs out with a keepalive request when the only tab unloads", () => {
    const token = makeToken();
    setSession(token, makeUser());
    const fetchMock = stubFetch({ "POST /api/users/logout": { success: true, message: "bye" } });
    uninstall = installSessionLifecycle();
    window.dispatchEvent(new Event("pagehide"));
    expect(sessionStore.token).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/users/logout");
    expect(init).toMatchObject({ method: "POST", keepalive: true });
    expect(headersOf(init).Authorization).toBe(`Bearer ${token}`);
  });

  it("notes the closed tab's token, and the next start sends its logout again", () => {
    const token = makeToken();
    setSession(token, makeUser());
    stubFetch({ "POST /api/users/logout": { success: true, message: "bye" } });
    uninstall = installSessionLifecycle();
    window.dispatchEvent(new Event("pagehide"));
    uninstall();
    expect(window.localStorage.getItem(PENDING_LOGOUT_KEY)).toBe(token);

    const next = stubFetch({});
    uninstall = installSessionLifecycle();
    const [url, init] = next.mock.calls[0] ?? [];
    expect(url).toBe("/api/users/logout");
    expect(headersOf(init).Authorization).toBe(`Bearer ${token}`);
    expect(window.localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });

  it("never ends the live session it starts with", () => {
    const token = makeToken();
    setSession(token, makeUser());
    window.localStorage.setItem(PENDING_LOGOUT_KEY, token);
    const fetchMock = stubFetch({});
    uninstall = installSessionLifecycle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.token).toBe(token);
    expect(window.localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });

  it("keeps the session while another tab of the app is open", () => {
    setSession(makeToken(), makeUser());
    window.localStorage.setItem(TABS_KEY, JSON.stringify({ other: Date.now() }));
    const fetchMock = stubFetch({});
    uninstall = installSessionLifecycle();
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.token).not.toBeNull();
  });

  it("follows a logout in another tab", () => {
    setSession(makeToken(), makeUser());
    uninstall = installSessionLifecycle();
    window.localStorage.removeItem("token");
    window.dispatchEvent(new StorageEvent("storage", { key: "token", newValue: null }));
    expect(sessionStore.token).toBeNull();
  });

  it("follows a login in another tab", async () => {
    uninstall = installSessionLifecycle();
    const token = makeToken();
    stubFetch({ "GET /api/users/me": { success: true, user: makeUser({ username: "agent2" }) } });
    window.localStorage.setItem("token", token);
    window.dispatchEvent(new StorageEvent("storage", { key: "token", newValue: token }));
    expect(sessionStore.token).toBe(token);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.user?.username).toBe("agent2");
  });
});
