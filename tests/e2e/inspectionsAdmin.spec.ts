import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { DEMO_INSPECTIONS } from "../../src/server/seed/demoInspections.ts";
import { demoVehicles } from "../../src/server/seed/demoVehicles.ts";
import { apiLogin, loginViaUi, nav, openWithToken, screenshot } from "./support/app.ts";

// The machine running these is shared and often loaded: first paints of a lazy page can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * The Inspections page (issue 24) on the demo world: an administrator finds the first demo inspection
 * (SDEMO0001, which comes with its vehicle) by its VIN, opens it, and sees its tasks and its result
 * document, readable and raw. Read-only: admin1 as the demo world made it.
 */
test("the Inspections page finds a demo inspection by VIN and shows its tasks and result", async ({
  page,
}) => {
  const sessionID = "SDEMO0001";
  const vin = demoVehicles(DEMO_INSPECTIONS)[0]?.vin ?? "";
  expect(vin).not.toBe("");

  await loginViaUi(page, "admin1");
  await nav(page).getByRole("link", { name: TEXTS.navInspectionsAdmin }).click();
  await expect(page).toHaveURL(/\/inspections-admin$/);
  await expect(page.getByRole("heading", { level: 1, name: TEXTS.pageInspectionsAdmin })).toBeVisible();

  await page.getByRole("textbox", { name: TEXTS.columnVin }).fill(vin);
  await page.getByRole("button", { name: TEXTS.search }).click();
  await expect(page).toHaveURL(new RegExp(`vin=${vin}`));
  const rows = page.getByRole("table", { name: TEXTS.inspectionsTable }).getByTestId("inspection-row");
  // Every row found carries the VIN (other sessions of the same vehicle may exist: journeys ingest some).
  const ours = rows.filter({ hasText: sessionID });
  await expect(ours).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText(vin);

  await ours.getByRole("button", { name: TEXTS.showInspection(sessionID) }).click();
  await expect(page).toHaveURL(new RegExp(`open=${sessionID}`));
  const detail = page.getByRole("region", { name: TEXTS.inspectionDetail(sessionID) });

  // Its tasks, each with a state a person reads (never a raw engine value).
  const tasks = detail.getByRole("table", { name: TEXTS.taskBoard }).getByTestId("task-row");
  await expect(tasks.first()).toBeVisible();
  expect(await tasks.count()).toBeGreaterThan(3);
  await expect(tasks.filter({ hasText: TEXTS.unknownStatus })).toHaveCount(0);
  await expect(tasks.filter({ hasText: "vin" }).first()).toBeVisible();

  // Its result document: readable, then the raw JSON the API and the export send.
  const result = detail.getByRole("group", { name: TEXTS.resultDocument, exact: true });
  await expect(result.getByRole("table", { name: TEXTS.photoSlots })).toBeVisible();
  await expect(result.getByRole("group", { name: TEXTS.vehiclePanel, exact: true })).toContainText(vin);
  await screenshot(page, "inspections-admin-readable");
  await result.getByRole("tab", { name: TEXTS.resultRaw }).click();
  const raw = result.getByTestId("result-json");
  await expect(raw).toContainText('"schemaVersion": 1');
  await expect(raw).toContainText(`"sessionID": "${sessionID}"`);

  await expect(detail.getByRole("link", { name: TEXTS.openInspectionView })).toHaveAttribute(
    "href",
    `/inspectionView/${sessionID}`,
  );
  await expect(detail.getByRole("group", { name: TEXTS.webhookDeliveries })).toBeVisible();
});

/**
 * The export from the page is a native download (issue 24): the page asks for a single-use ticket and
 * the browser downloads its URL itself, streamed to disk. The file is what the API exports for the same
 * range, and the link is spent once used.
 */
test("the Inspections page exports the searched days as a file the browser downloads", async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, "admin1");
  await openWithToken(page, token, "/inspections-admin?from=2000-01-01&to=2099-12-31");
  const button = page.getByRole("button", { name: TEXTS.exportNdjson });
  await expect(button).toBeEnabled();

  const asked = page.waitForRequest(
    (r) => r.method() === "POST" && r.url().endsWith("/api/inspections/export/tickets"),
  );
  const downloading = page.waitForEvent("download");
  await button.click();
  const range = (await asked).postDataJSON() as { format: string; from: string; to: string };
  expect(range.format).toBe("ndjson");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("inspections.ndjson");
  expect(download.url()).toMatch(/\/api\/inspections\/export\/download\/[A-Za-z0-9_-]{43}$/);
  const file = await readFile(await download.path(), "utf8");
  await screenshot(page, "inspections-admin-export");

  const lines = file.split("\n").filter(Boolean);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.map((l) => (JSON.parse(l) as { sessionID: string }).sessionID)).toContain("SDEMO0001");
  const query = new URLSearchParams(range).toString();
  const api = await page.request.get(`/api/inspections/export?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(api.status()).toBe(200);
  expect(file).toBe(await api.text());
  // The ticket was for one download.
  expect((await page.request.get(download.url())).status()).toBe(410);
});
