// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { makeToken, makeUser } from "../testing/fixtures.ts";
import { alertStore } from "./alert.ts";
import { clearSession, restoreSession, sessionStore, setSession, setTotalTaskFailed } from "./session.ts";

describe("session store", () => {
  it("stores token and user and reads the expiry from the token", () => {
    const token = makeToken(3600);
    setSession(token, makeUser());
    expect(window.localStorage.getItem("token")).toBe(token);
    expect(JSON.parse(window.localStorage.getItem("user") ?? "{}").username).toBe("agent1");
    expect(sessionStore.expiresAt).toBeGreaterThan(Date.now());
  });

  it("restores a live stored token with the cached user", () => {
    setSession(makeToken(), makeUser({ username: "qa1", role: "QA" }));
    sessionStore.token = null;
    sessionStore.user = null;
    expect(restoreSession()).toBe("restored");
    expect(JSON.stringify(sessionStore.user)).toContain('"username":"qa1"');
  });

  it("logs out a stored expired token on start", () => {
    window.localStorage.setItem("token", makeToken(-10));
    window.localStorage.setItem("user", JSON.stringify(makeUser()));
    expect(restoreSession()).toBe("expired");
    expect(sessionStore.token).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(window.localStorage.getItem("user")).toBeNull();
  });

  it("answers none without a stored token and ignores a broken cached user", () => {
    expect(restoreSession()).toBe("none");
    window.localStorage.setItem("token", makeToken());
    window.localStorage.setItem("user", "{not json");
    expect(restoreSession()).toBe("restored");
    expect(sessionStore.user).toBeNull();
  });

  it("logs out when the token expires", () => {
    vi.useFakeTimers();
    setSession(makeToken(30), makeUser());
    vi.advanceTimersByTime(29_000);
    expect(sessionStore.token).not.toBeNull();
    vi.advanceTimersByTime(2_000);
    expect(sessionStore.token).toBeNull();
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 401, message: TEXTS.sessionExpired });
  });

  it("a cleared session does not expire later", () => {
    vi.useFakeTimers();
    setSession(makeToken(30), makeUser());
    clearSession();
    vi.advanceTimersByTime(60_000);
    expect(alertStore.alert).toBeNull();
  });

  it("updates the failed-task count", () => {
    setSession(makeToken(), makeUser());
    setTotalTaskFailed(7);
    expect(sessionStore.user?.totalTaskFailed).toBe(7);
    expect(JSON.parse(window.localStorage.getItem("user") ?? "{}").totalTaskFailed).toBe(7);
  });
});
