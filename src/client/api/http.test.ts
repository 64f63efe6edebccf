// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fetchBlob } from "../../canvas/blobSource.ts";
import { TEXTS } from "../../domain/texts.ts";
import { alertStore } from "../state/alert.ts";
import { errorModalStore } from "../state/errorModal.ts";
import { loadingStore } from "../state/loading.ts";
import { sessionStore, setSession } from "../state/session.ts";
import { headersOf, jsonResponse, makeToken, makeUser, stubFetch } from "../testing/fixtures.ts";
import { http, request, toQueryString } from "./http.ts";

const lastInit = (fetchMock: ReturnType<typeof stubFetch>): RequestInit =>
  fetchMock.mock.calls.at(-1)?.[1] ?? {};
const lastUrl = (fetchMock: ReturnType<typeof stubFetch>): string => String(fetchMock.mock.calls.at(-1)?.[0]);

describe("generic helper: methods and requests", () => {
  beforeEach(() => setSession(makeToken(), makeUser()));

  it("refuses other methods with 405 'Unsupported method.' and no network call", async () => {
    const fetchMock = stubFetch({});
    const result = await request("patch", "/api/anything");
    expect(result).toMatchObject({ ok: false, status: 405, message: TEXTS.unsupportedMethod });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 405, message: TEXTS.unsupportedMethod });
  });

  it("sends get params as a query string and the stored token as a bearer header", async () => {
    const fetchMock = stubFetch({ "GET /api/cages": { list: [] } });
    await http.get("/api/cages", { params: { page: 2, make: "BMW", skip: undefined, tags: ["a", "b"] } });
    expect(lastUrl(fetchMock)).toBe("/api/cages?page=2&make=BMW&tags=a&tags=b");
    const headers = headersOf(lastInit(fetchMock));
    expect(headers.Authorization).toBe(`Bearer ${sessionStore.token}`);
    expect(lastInit(fetchMock).body).toBeUndefined();
  });

  it("reads the token from localStorage when the store has none", async () => {
    sessionStore.token = null;
    window.localStorage.setItem("token", "stored.token.value");
    const fetchMock = stubFetch({ "GET /api/x": {} });
    await http.get("/api/x");
    expect(headersOf(lastInit(fetchMock)).Authorization).toBe("Bearer stored.token.value");
  });

  it("sends post, put and delete data as JSON", async () => {
    const fetchMock = stubFetch({
      "PUT /api/users/updateAction": {},
      "DELETE /api/x": {},
      "POST /api/y": {},
    });
    await http.put("/api/users/updateAction", { data: { status: "Waiting" } });
    expect(lastInit(fetchMock)).toMatchObject({ method: "PUT", body: '{"status":"Waiting"}' });
    expect(headersOf(lastInit(fetchMock))["Content-Type"]).toBe("application/json");
    await http.delete("/api/x", { data: { id: "1" } });
    expect(lastInit(fetchMock)).toMatchObject({ method: "DELETE", body: '{"id":"1"}' });
    await request("POST", "/api/y");
    expect(lastInit(fetchMock).method).toBe("POST");
  });

  it("sends no token for anonymous calls", async () => {
    const fetchMock = stubFetch({ "POST /api/users/login": {} });
    await http.post("/api/users/login", { anonymous: true, data: {} });
    expect(headersOf(lastInit(fetchMock)).Authorization).toBeUndefined();
  });

  it("builds query strings", () => {
    expect(toQueryString(undefined)).toBe("");
    expect(toQueryString({ a: null })).toBe("");
    expect(toQueryString({ range: { from: "x" }, ok: true })).toBe(
      "?range=%7B%22from%22%3A%22x%22%7D&ok=true",
    );
  });
});

describe("generic helper: success", () => {
  beforeEach(() => setSession(makeToken(), makeUser()));

  it("passes the data to the callback and shows data.message in a success banner", async () => {
    stubFetch({ "PUT /api/x": { success: true, message: "Profile saved.", n: 1 } });
    const callback = vi.fn();
    const result = await http.put<{ n: number }>("/api/x", { callback });
    expect(result).toMatchObject({ ok: true, status: 200, data: { n: 1 } });
    expect(callback).toHaveBeenCalledWith({ success: true, message: "Profile saved.", n: 1 });
    expect(alertStore.alert).toMatchObject({ kind: "success", status: 200, message: "Profile saved." });
  });

  it("does not announce the generic 'Success!': the screen shows what happened", async () => {
    stubFetch({ "PUT /api/x": { success: true, message: "Success!" } });
    expect((await http.put("/api/x")).ok).toBe(true);
    expect(alertStore.alert).toBeNull();
  });

  it("shows no banner without a message, or when quiet", async () => {
    stubFetch({ "GET /api/a": { n: 1 }, "GET /api/b": { message: "hi" } });
    await http.get("/api/a");
    expect(alertStore.alert).toBeNull();
    await http.get("/api/b", { quiet: true });
    expect(alertStore.alert).toBeNull();
  });

  it("holds the loading overlay while a loading call runs", async () => {
    let seen = -1;
    stubFetch({
      "GET /api/slow": () => {
        seen = loadingStore.pending;
        return jsonResponse(200, {});
      },
    });
    await http.get("/api/slow", { loading: true });
    expect(seen).toBe(1);
    expect(loadingStore.pending).toBe(0);
  });
});

describe("generic helper: failures", () => {
  beforeEach(() => setSession(makeToken(), makeUser()));

  it("uses a string body as the message", async () => {
    stubFetch({ "GET /api/x": () => new Response("Plain failure", { status: 400 }) });
    const result = await http.get("/api/x");
    expect(result).toMatchObject({ ok: false, status: 400, message: "Plain failure" });
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 400, message: "Plain failure" });
  });

  it("uses body.message, '??????' for an error body without one, else the generic text", async () => {
    stubFetch({
      "GET /api/a": () => jsonResponse(409, { success: false, code: "CONFLICT", message: "Taken." }),
      "GET /api/b": () => jsonResponse(400, { success: false, code: "VALIDATION" }),
      "GET /api/c": () => new Response(null, { status: 500 }),
    });
    expect(await http.get("/api/a")).toMatchObject({ message: "Taken.", code: "CONFLICT", status: 409 });
    expect(await http.get("/api/b")).toMatchObject({ message: TEXTS.missingMessage });
    expect(await http.get("/api/c")).toMatchObject({ message: TEXTS.genericError, status: 500 });
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 500 });
  });

  it("does not show the red banner when asked not to", async () => {
    stubFetch({ "GET /api/a": () => jsonResponse(400, { success: false, code: "X", message: "m" }) });
    await http.get("/api/a", { quietError: true });
    expect(alertStore.alert).toBeNull();
  });

  it("reports an unreachable server", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const result = await http.get("/api/x");
    expect(result).toMatchObject({ ok: false, status: 0, code: "NETWORK", message: TEXTS.networkError });
    expect(alertStore.alert).toMatchObject({ status: TEXTS.networkStatus });
  });
});

describe("generic helper: session errors", () => {
  beforeEach(() => setSession(makeToken(), makeUser()));

  it("logs out on 401: token and user cleared", async () => {
    stubFetch({
      "GET /api/x": () =>
        jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "Unauthorized" }),
    });
    await http.get("/api/x");
    expect(sessionStore.token).toBeNull();
    expect(sessionStore.user).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 401, message: "Unauthorized" });
  });

  it("logs out when the message is 'Unauthorized' whatever the status", async () => {
    stubFetch({ "GET /api/x": () => new Response("Unauthorized", { status: 403 }) });
    await http.get("/api/x");
    expect(sessionStore.token).toBeNull();
  });

  it.each(["SESSION_EXPIRED", "KICK_AGENT", "SHIFT_EXPIRED"])(
    "shows the error modal for %s",
    async (code) => {
      stubFetch({ "GET /api/x": () => jsonResponse(401, { success: false, code, message: `msg ${code}` }) });
      await http.get("/api/x");
      expect(errorModalStore).toMatchObject({ open: true, message: `msg ${code}`, logoutOnClose: true });
      // CLOSE logs out (ErrorModal); the session stays until then.
      expect(sessionStore.token).not.toBeNull();
    },
  );

  it("does not end the session for an anonymous call (login) that answers 401", async () => {
    stubFetch({
      "POST /api/users/login": () => jsonResponse(401, { success: false, code: "BAD", message: "Wrong." }),
    });
    await http.post("/api/users/login", { anonymous: true, data: {} });
    expect(sessionStore.token).not.toBeNull();
    expect(alertStore.alert).toMatchObject({ kind: "error", status: 401, message: "Wrong." });
  });

  it("forgets a stored token the server refuses even before the store has it", async () => {
    sessionStore.token = null;
    window.localStorage.setItem("token", "stored.token.value");
    stubFetch({
      "GET /api/x": () =>
        jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "Unauthorized" }),
    });
    await http.get("/api/x");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("ignores a late 401 answered to the token of an older session", async () => {
    const oldToken = sessionStore.token ?? "";
    setSession(makeToken(7200, { jti: "new" }), makeUser());
    stubFetch({
      "GET /api/x": () =>
        jsonResponse(401, { success: false, code: "UNAUTHORIZED", message: "Unauthorized" }),
    });
    await http.get("/api/x", { token: oldToken });
    expect(sessionStore.token).not.toBeNull();
  });
});

describe("the canvas's photos", () => {
  it("are fetched through requestBlob, with the session's token (the canvas never imports the client)", async () => {
    const token = makeToken();
    setSession(token, makeUser());
    const fetchMock = stubFetch({ "GET /api/photos/p1": { bytes: "jpeg" } });
    expect(await fetchBlob("/api/photos/p1")).not.toBeNull();
    expect(headersOf(lastInit(fetchMock)).Authorization).toBe(`Bearer ${token}`);
  });
});
