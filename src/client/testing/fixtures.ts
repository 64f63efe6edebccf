import { afterEach, vi } from "vitest";
import type { User } from "../../contract/users.ts";
import { APP_VERSION } from "../../domain/constants.ts";
import { clearAlert } from "../state/alert.ts";
import { hideErrorModal } from "../state/errorModal.ts";
import { loadingStore } from "../state/loading.ts";
import { clearSession } from "../state/session.ts";

/** Shared fixtures of the client tests (jsdom). Importing them resets every store after each test. */
afterEach(() => {
  clearSession();
  clearAlert();
  hideErrorModal();
  loadingStore.pending = 0;
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** jsdom lacks ResizeObserver, which Fluent's MessageBar and positioning use. */
if (typeof window !== "undefined" && !("ResizeObserver" in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: "u1",
    username: "agent1",
    role: "AGENT",
    sex: "Male",
    email: "agent1@example.com",
    skills: ["vin"],
    totalTaskFailed: 0,
    agentVer: APP_VERSION,
    status: "Online",
    options: { timezone: "Asia/Ho_Chi_Minh" },
    ...overrides,
  };
}

const base64Url = (value: string) => btoa(value).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An unsigned JWT-shaped token expiring `inSeconds` from now (the client never verifies signatures). */
export function makeToken(inSeconds = 3600, claims: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(
    JSON.stringify({
      sub: "u1",
      username: "agent1",
      exp: Math.floor(Date.now() / 1000) + inSeconds,
      ...claims,
    }),
  );
  return `${header}.${payload}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** The headers a stubbed fetch was called with. */
export const headersOf = (init: RequestInit | undefined): Record<string, string> =>
  (init?.headers ?? {}) as Record<string, string>;

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch stub answering by "METHOD /path" (query ignored); unknown calls answer 404. */
export function stubFetch(routes: Record<string, Route | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? "GET"} ${url.split("?")[0]}`;
    const route = routes[key];
    if (route === undefined)
      return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Not found." });
    return typeof route === "function" ? (route as Route)(url, init) : jsonResponse(200, route);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
