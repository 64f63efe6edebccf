import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
});
afterAll(() => t.close());

const change = (token: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/users/changeProfile", headers: bearer(token), payload });
const me = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(token) })).json().user;

describe("changeProfile", () => {
  it("changes email, sex and timezone and answers the auth response", async () => {
    const token = await loginAs(t.app, "agent1");
    const res = await change(token, { email: "new@example.com", sex: "Female", timezone: "Europe/Paris" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      token,
      user: { email: "new@example.com", sex: "Female", options: { timezone: "Europe/Paris" } },
    });
    expect(await me(token)).toMatchObject({ email: "new@example.com", sex: "Female" });
  });

  it.each([
    [{ email: "not-an-email" }, TEXTS.emailInvalid],
    [{ timezone: "Mars/Olympus_Mons" }, TEXTS.timezoneInvalid],
    [{ oldPassword: "demo1234", newPassword: "short" }, TEXTS.passwordTooShort],
    [{ newPassword: "long-enough-1" }, TEXTS.wrongOldPassword],
  ])("refuses %j with a clear 400 and changes nothing", async (payload, message) => {
    const token = await loginAs(t.app, "agent2");
    const before = await me(token);
    const res = await change(token, { ...payload, sex: "Other" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: "VALIDATION", message });
    expect(await me(token)).toEqual(before);
  });

  it("refuses wrong types and unknown sexes", async () => {
    const token = await loginAs(t.app, "agent2");
    const before = await me(token);
    for (const payload of [{ sex: "Robot" }, { email: 42 }, { timezone: ["x"] }, "just a string"]) {
      const res = await change(token, payload as object);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    expect(await me(token)).toEqual(before);
  });

  it("changes the password only with the old one, and ends the other sessions", async () => {
    const a = await loginAs(t.app, "agent3");
    const b = await loginAs(t.app, "agent3");
    const wrong = await change(a, { oldPassword: "not-it", newPassword: "brand-new-pass" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(TEXTS.wrongOldPassword);
    await loginAs(t.app, "agent3", "demo1234");

    const ok = await change(a, { oldPassword: "demo1234", newPassword: "brand-new-pass" });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(a) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(b) })).statusCode).toBe(
      401,
    );
    await expect(loginAs(t.app, "agent3", "demo1234")).rejects.toThrow();
    await loginAs(t.app, "agent3", "brand-new-pass");
  });
});

describe("updateAction", () => {
  it("moves between Online and Waiting and refuses other statuses", async () => {
    const token = await loginAs(t.app, "agent1");
    const put = (status: unknown) =>
      t.app.inject({
        method: "PUT",
        url: "/api/users/updateAction",
        headers: bearer(token),
        payload: { status },
      });
    expect((await put("Waiting")).json().user.status).toBe("Waiting");
    expect((await put("Online")).json().user.status).toBe("Online");
    for (const bad of ["Inspecting", "Offline", "", 3]) {
      expect((await put(bad)).statusCode).toBe(400);
    }
    expect((await me(token)).status).toBe("Online");
  });
});
