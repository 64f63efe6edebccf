// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { alertStore } from "../state/alert.ts";
import { sessionStore, setSession } from "../state/session.ts";
import { makeToken, makeUser } from "../testing/fixtures.ts";
import { uploadForm } from "./http.ts";

/** A stand-in XMLHttpRequest that records the request and answers what the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer = { status: 200, type: "application/json", body: "{}" };
  headers: Record<string, string> = {};
  method = "";
  url = "";
  sent: unknown = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return FakeXhr.answer.type;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    FakeXhr.last = this;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

describe("multipart upload with progress", () => {
  beforeEach(() => {
    setSession(makeToken(), makeUser());
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  });

  it("posts the form with the bearer token and reports progress", async () => {
    FakeXhr.answer = { status: 200, type: "application/json", body: '{"ok":true}' };
    const form = new FormData();
    form.append("type", "photoFile");
    const progress: number[] = [];
    const result = await uploadForm("/api/cages/details/upload/x", form, {
      onProgress: (f) => progress.push(f),
    });
    expect(result).toMatchObject({ ok: true, status: 200, data: { ok: true } });
    expect(FakeXhr.last).toMatchObject({ method: "POST", url: "/api/cages/details/upload/x", sent: form });
    expect(FakeXhr.last?.headers.Authorization).toBe(`Bearer ${sessionStore.token}`);
    expect(progress).toEqual([0.5]);
  });

  it("a refusal shows the server's message in the red banner", async () => {
    FakeXhr.answer = {
      status: 409,
      type: "application/json",
      body: '{"success":false,"code":"CAGE_READ_ONLY","message":"This cage is ACTIVE and read-only."}',
    };
    const result = await uploadForm("/api/cages/details/upload/x", new FormData());
    expect(result).toMatchObject({ ok: false, status: 409, code: "CAGE_READ_ONLY" });
    expect(alertStore.alert).toMatchObject({
      kind: "error",
      status: 409,
      message: "This cage is ACTIVE and read-only.",
    });
  });

  it("a 401 ends the session", async () => {
    FakeXhr.answer = {
      status: 401,
      type: "application/json",
      body: '{"success":false,"code":"UNAUTHORIZED","message":"Unauthorized"}',
    };
    await uploadForm("/api/cages/details/upload/x", new FormData(), { quietError: true });
    expect(sessionStore.token).toBeNull();
    expect(alertStore.alert).toBeNull();
  });
});
