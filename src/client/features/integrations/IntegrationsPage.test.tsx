// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { ROLES, type Role } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { setSession } from "../../state/session.ts";
import { jsonResponse, makeToken, makeUser, renderApp, stubFetch } from "../../testing/render.tsx";

const KEY = {
  _id: "k1",
  name: "Capture app",
  prefix: "vik_ab12cd34",
  scopes: ["ingest"],
  createdBy: "admin1",
  createdAt: "2026-11-23T10:00:00.000Z",
  lastUsedAt: null,
  revokedAt: null,
};
const HOOK = {
  _id: "h1",
  url: "https://hooks.example.com/qc",
  description: "ERP",
  events: ["inspection.completed"],
  enabled: true,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  secretRotatedAt: null,
  previousSecretUntil: null,
};

/** Forms are typed into (userEvent), which takes a while on a busy machine: tests here get 30 s. */
function open(role: Role, path = "/ops/integrations", extra: Record<string, unknown> = {}) {
  const fetchMock = stubFetch({
    "GET /api/api-keys": { success: true, data: [KEY] },
    "GET /api/webhooks": { success: true, data: [HOOK] },
    "POST /api/api-keys": { success: true, key: "vik_THE-KEY-SHOWN-ONCE", apiKey: { ...KEY, _id: "k2" } },
    "DELETE /api/api-keys/k1": { success: true, message: "Success" },
    "POST /api/webhooks": { success: true, secret: "whsec_SECRET", webhook: { ...HOOK, _id: "h2" } },
    "PUT /api/webhooks/h1": { success: true, webhook: { ...HOOK, enabled: false } },
    ...extra,
  });
  setSession(makeToken(), makeUser({ username: "admin1", role }));
  return { fetchMock, ...renderApp(path) };
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith(url) && (init?.method ?? "GET") === method);

describe("Integrations: API keys", { timeout: 30_000 }, () => {
  it("lists the keys by prefix and creates one, showing the key once", async () => {
    const { fetchMock } = open("ADMIN");
    const table = await screen.findByRole("table", { name: TEXTS.apiKeysTableLabel }, { timeout: 15_000 });
    const row = await within(table).findByTestId("api-key");
    expect(within(row).getByText("Capture app")).toBeTruthy();
    expect(within(row).getByText("vik_ab12cd34…")).toBeTruthy();
    expect(within(row).getByText(TEXTS.apiKeyActive)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: TEXTS.apiKeyCreate }));
    expect(await screen.findByText(TEXTS.apiKeyNameRequired)).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: TEXTS.apiKeyName }), "Scanner");
    await userEvent.click(screen.getByRole("checkbox", { name: TEXTS.apiKeyScopeLabel("results") }));
    await userEvent.click(screen.getByRole("button", { name: TEXTS.apiKeyCreate }));
    // Read by text and value, not by role: jsdom has no layout, so Fluent focuses the surface instead of
    // its field and tabster then marks the open dialog aria-hidden within ~500 ms (in Chromium the field
    // takes the focus and the dialog stays exposed; checked by hand on 2026-11-28). The role queries
    // passed only when they beat that, and failed two CI runs.
    expect(await screen.findByText(TEXTS.apiKeyShownOnce, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByDisplayValue("vik_THE-KEY-SHOWN-ONCE")).toBeTruthy();
    const [, init] = callsTo(fetchMock, "POST", "/api/api-keys")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Scanner", scopes: ["results"] });
    await userEvent.click(screen.getByRole("button", { name: TEXTS.close, hidden: true }));
    await waitFor(() => expect(screen.queryByDisplayValue("vik_THE-KEY-SHOWN-ONCE")).toBeNull());
  });

  it("revokes a key after the confirm", async () => {
    const { fetchMock } = open("SUPER");
    const row = await screen.findByTestId("api-key", {}, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole("button", { name: TEXTS.apiKeyRevoke }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(TEXTS.apiKeyRevokeConfirm("Capture app"))).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: TEXTS.ok }));
    await waitFor(() => expect(callsTo(fetchMock, "DELETE", "/api/api-keys/k1")).toHaveLength(1));
  });
});

describe("Integrations: webhooks", { timeout: 30_000 }, () => {
  it("lists subscriptions, refuses a bad URL without asking, adds one and shows its secret once", async () => {
    const { fetchMock } = open("ADMIN", "/ops/integrations?tab=webhooks");
    const row = await screen.findByTestId("webhook", {}, { timeout: 15_000 });
    expect(within(row).getByText("https://hooks.example.com/qc")).toBeTruthy();
    expect(within(row).getByText(TEXTS.webhookEventLabel("inspection.completed"))).toBeTruthy();
    expect(within(row).getByRole("link", { name: TEXTS.webhookDeliveriesLink })).toHaveProperty(
      "pathname",
      "/ops/webhooks/h1",
    );

    const url = screen.getByRole("textbox", { name: TEXTS.webhookUrl });
    await userEvent.type(url, "ftp://nope");
    await userEvent.click(screen.getByRole("button", { name: TEXTS.webhookAdd }));
    expect(await screen.findByText(TEXTS.webhookUrlInvalid)).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/webhooks")).toHaveLength(0);

    await userEvent.clear(url);
    await userEvent.type(url, "https://erp.example.com/hook");
    await userEvent.click(
      screen.getByRole("checkbox", { name: TEXTS.webhookEventLabel("inspection.photo_rejected") }),
    );
    await userEvent.click(screen.getByRole("button", { name: TEXTS.webhookAdd }));
    // By value, not by role: see the API key test.
    expect(await screen.findByDisplayValue("whsec_SECRET", {}, { timeout: 5_000 })).toBeTruthy();
    const [, init] = callsTo(fetchMock, "POST", "/api/webhooks")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      url: "https://erp.example.com/hook",
      events: ["inspection.photo_rejected"],
    });
  });

  it("turns a subscription off", async () => {
    const { fetchMock } = open("ADMIN", "/ops/integrations?tab=webhooks");
    const row = await screen.findByTestId("webhook", {}, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole("switch"));
    await waitFor(() => expect(callsTo(fetchMock, "PUT", "/api/webhooks/h1")).toHaveLength(1));
    const [, init] = callsTo(fetchMock, "PUT", "/api/webhooks/h1")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ enabled: false });
  });
});

describe("Integrations: secret rotation", { timeout: 30_000 }, () => {
  const UNTIL = "2026-11-24T10:00:00.000Z";
  const rotated = { ...HOOK, secretRotatedAt: "2026-11-23T10:00:00.000Z", previousSecretUntil: UNTIL };
  const when = formatRowTime(new Date(UNTIL), makeUser({}).options.timezone ?? DEFAULT_TIMEZONE);

  it("asks first, then rotates and shows the new secret once with when the old one stops signing", async () => {
    const { fetchMock } = open("SUPER", "/ops/integrations?tab=webhooks", {
      "POST /api/webhooks/h1/rotate-secret": { success: true, secret: "whsec_NEW", webhook: rotated },
    });
    const row = await screen.findByTestId("webhook", {}, { timeout: 15_000 });
    await userEvent.click(within(row).getByRole("button", { name: TEXTS.webhookRotateSecret }));
    let dialog = await screen.findByRole("dialog", {}, { timeout: 5_000 });
    expect(
      await within(dialog).findByText(TEXTS.webhookRotateConfirm(HOOK.url), {}, { timeout: 5_000 }),
    ).toBeTruthy();
    await userEvent.click(
      await within(dialog).findByRole("button", { name: TEXTS.close }, { timeout: 5_000 }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 5_000 });
    expect(callsTo(fetchMock, "POST", "/api/webhooks/h1/rotate-secret")).toHaveLength(0);

    await userEvent.click(within(row).getByRole("button", { name: TEXTS.webhookRotateSecret }));
    dialog = await screen.findByRole("dialog", {}, { timeout: 5_000 });
    await userEvent.click(await within(dialog).findByRole("button", { name: TEXTS.ok }, { timeout: 5_000 }));
    await waitFor(
      () => expect(callsTo(fetchMock, "POST", "/api/webhooks/h1/rotate-secret")).toHaveLength(1),
      { timeout: 5_000 },
    );
    // Shown once, with when the old secret stops signing. (By text and value: under load tabster can
    // hide the surface from role queries for a tick while the confirm closes and this one opens.)
    expect(await screen.findByDisplayValue("whsec_NEW", {}, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText(TEXTS.webhookRotatedNote(when), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText(TEXTS.webhookRotatedTitle)).toBeTruthy();
  });

  it("says in the list until when the previous secret signs", async () => {
    open("ADMIN", "/ops/integrations?tab=webhooks", {
      "GET /api/webhooks": { success: true, data: [rotated] },
    });
    const row = await screen.findByTestId("webhook", {}, { timeout: 15_000 });
    expect(within(row).getByText(TEXTS.webhookPreviousSecretUntil(when))).toBeTruthy();
  });
});

describe("Integrations: delivery log", { timeout: 30_000 }, () => {
  const DELIVERY = {
    _id: "d1",
    event: "inspection.completed",
    status: "failed",
    attempts: 31,
    createdAt: "2026-11-23T10:00:00.000Z",
    nextAttemptAt: null,
    deliveredAt: null,
    lastStatusCode: 500,
    lastLatencyMs: 120,
    lastError: null,
    attemptLog: [
      {
        at: "2026-11-24T09:59:00.000Z",
        statusCode: 500,
        latencyMs: 120,
        error: null,
        responseExcerpt: "boom",
      },
    ],
  };

  it("shows each delivery's status, response and latency, its tries, and redelivers it", async () => {
    const { fetchMock } = open("ADMIN", "/ops/webhooks/h1", {
      "GET /api/webhooks/h1": { success: true, webhook: HOOK },
      "GET /api/webhooks/h1/deliveries": { success: true, data: [DELIVERY], total: 1, page: 1, limit: 20 },
      "POST /api/webhooks/deliveries/d1/redeliver": (_url: string) =>
        jsonResponse(200, { success: true, delivery: { ...DELIVERY, status: "pending" } }),
    });
    const row = await screen.findByTestId("delivery", {}, { timeout: 15_000 });
    expect(within(row).getByText(TEXTS.deliveryStatusLabel("failed"))).toBeTruthy();
    expect(within(row).getByText("31")).toBeTruthy();
    expect(within(row).getByText("500")).toBeTruthy();
    expect(within(row).getByText(TEXTS.deliveryLatencyMs(120))).toBeTruthy();
    expect(screen.getByText("https://hooks.example.com/qc")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: TEXTS.deliveryAttemptLog }));
    expect(await screen.findByText("boom")).toBeTruthy();
    await userEvent.click(within(row).getByRole("button", { name: TEXTS.deliveryRedeliver }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST", "/api/webhooks/deliveries/d1/redeliver")).toHaveLength(1),
    );
  });
});

describe("Integrations: who", () => {
  it.each(ROLES.filter((r) => r !== "ADMIN" && r !== "SUPER"))(
    "sends %s home without asking the server, and shows no menu entry",
    async (role) => {
      const { fetchMock, router } = open(role);
      await waitFor(() => expect(router.state.location.pathname).toBe("/inspections"));
      const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
      expect(within(nav).queryByRole("link", { name: TEXTS.navIntegrations })).toBeNull();
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes("/api/api-keys"))).toBe(false);
    },
  );

  it.each(["ADMIN", "SUPER"] as const)("shows %s the menu entry", async (role) => {
    open(role, "/training");
    const nav = await screen.findByRole("navigation", { name: TEXTS.navigationLabel });
    expect(within(nav).getByRole("link", { name: TEXTS.navIntegrations })).toHaveProperty(
      "pathname",
      "/ops/integrations",
    );
  });
});
