import { expect as baseExpect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { startReceiver, verify } from "../support/webhookReceiver.ts";
import { type Json, worker } from "./support/apiWorker.ts";
import { apiLogin, loginViaUi, nav, screenshot } from "./support/app.ts";
import { ingestSession, uniqueSession } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

// The machine running these is shared and often loaded; the worker is woken by the commit, polls every 2 s besides.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const ADMIN = journeyUser("whk", "admin1");
const AGENT = journeyUser("whk", "agent1");
const QA = journeyUser("whk", "qa1");

/** The ADMIN adds a webhook on /ops/integrations; answers the signing secret the dialog shows once. */
async function addWebhook(page: Page, url: string, description: string): Promise<string> {
  await nav(page).getByRole("link", { name: TEXTS.navIntegrations }).click();
  await page.getByRole("tab", { name: TEXTS.tabWebhooks }).click();
  await page.getByRole("textbox", { name: TEXTS.webhookUrl }).fill(url);
  await page.getByRole("textbox", { name: TEXTS.webhookDescription }).fill(description);
  await page.getByRole("checkbox", { name: TEXTS.webhookEventLabel("inspection.completed") }).check();
  await page.getByRole("button", { name: TEXTS.webhookAdd }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(TEXTS.webhookSecretShownOnce);
  const secret = await dialog.getByRole("textbox").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole("button", { name: TEXTS.close }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

/**
 * Issue 24: an ADMIN adds a webhook pointing at a receiver this test runs on 127.0.0.1 (the e2e server
 * has WEBHOOK_ALLOW_PRIVATE=1), an inspection completes through the API (an agent rejects its one photo,
 * the QA passes that), the receiver gets `inspection.completed` once, signed with the secret the ADMIN
 * was shown, and the ADMIN sees the delivery as delivered with its 2xx in the webhook's delivery log and
 * on the Inspections page. The webhook is deleted at the end: later journeys' events go nowhere.
 */
test("an ADMIN adds a webhook and sees an inspection's delivery in the log and on the Inspections page", async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  receiver.handle = (_req, res) => {
    res.statusCode = 202;
    res.end("accepted");
  };
  const sessionID = uniqueSession("WH");
  const description = `Receiver of ${sessionID}`;
  const url = `${receiver.url}/${sessionID}`;
  try {
    await loginViaUi(page, ADMIN);
    const secret = await addWebhook(page, url, description);
    const row = page.getByTestId("webhook").filter({ hasText: url });
    await expect(row).toContainText(TEXTS.webhookEventLabel("inspection.completed"));

    // The inspection completes through the API: one photo (VIN plate), rejected, and its QC passed.
    await ingestSession(request, { sessionID, codes: ["01"], priority: 100 });
    const agent = await worker(request, AGENT);
    await agent.answerOurs(sessionID, (res) => [
      "reject",
      { message: res.taskSetting.rejects[0].description, from: "INSPECT" },
    ]);
    await agent.status("Online");
    const qa = await worker(request, QA);
    await qa.answerOurs(sessionID, () => ["accept", { message: "qc_pass" }]);
    await qa.status("Online");

    // The receiver gets it once, signed with the secret the ADMIN was shown.
    const ours = () => receiver.received.filter((r) => r.body.includes(sessionID));
    await expect.poll(() => ours().length).toBe(1);
    expect(verify(secret, ours()[0]!)).toMatchObject({ type: "inspection.completed", data: { sessionID } });

    // The delivery log of the webhook: delivered, 202.
    await row.getByRole("link", { name: TEXTS.webhookDeliveriesLink }).click();
    await expect(page.getByRole("heading", { level: 1, name: TEXTS.pageWebhookDeliveries })).toBeVisible();
    const logRow = page
      .getByRole("table", { name: TEXTS.webhookDeliveriesTableLabel })
      .getByTestId("delivery");
    await expect(logRow).toHaveCount(1);
    await expect(logRow).toContainText(TEXTS.deliveryStatusLabel("delivered"));
    await expect(logRow).toContainText(TEXTS.webhookEventLabel("inspection.completed"));
    await expect(logRow).toContainText("202");
    await screenshot(page, "webhook-delivery-log");

    // The Inspections page: found by its session, its deliveries with the webhook each went to.
    await nav(page).getByRole("link", { name: TEXTS.navInspectionsAdmin }).click();
    await page.getByRole("textbox", { name: TEXTS.columnSession }).fill(sessionID);
    await page.getByRole("button", { name: TEXTS.search }).click();
    await page.getByRole("button", { name: TEXTS.showInspection(sessionID) }).click();
    const detail = page.getByRole("region", { name: TEXTS.inspectionDetail(sessionID) });
    const deliveries = detail.getByRole("group", { name: TEXTS.webhookDeliveries });
    const delivery = deliveries.getByTestId("delivery");
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText(description);
    await expect(delivery).toContainText(TEXTS.deliveryStatusLabel("delivered"));
    await expect(delivery).toContainText("202");
    await deliveries.scrollIntoViewIfNeeded();
    await screenshot(page, "inspection-webhook-deliveries");
  } finally {
    await receiver.close();
    // Later journeys complete inspections too: their events must not queue for a receiver that is gone.
    const headers = { Authorization: `Bearer ${(await apiLogin(request, ADMIN)).token}` };
    const hooks: Json = await (await request.get("/api/webhooks", { headers })).json();
    for (const hook of hooks.data.filter((h: Json) => h.url === url))
      await request.delete(`/api/webhooks/${hook._id}`, { headers });
  }
});
