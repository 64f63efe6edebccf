import { expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { loginViaUi, nav, screenshot } from "./support/app.ts";
import { journeyUser } from "./support/journeyUsers.ts";

const AGENT = journeyUser("rep", "agent1");

/**
 * Client reports are visible to administrators (issue 8): an error thrown in agent1's browser goes
 * through the app's own reporter to our server; admin1 finds it on the Client reports screen with its
 * stack; agent1 has no menu entry and is sent home from the address.
 */
test("an error in an agent's browser shows on the administrators' Client reports screen", async ({
  browser,
}) => {
  const marker = `E2E provoked error ${Date.now().toString(36)}`;

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await loginViaUi(agent, AGENT);
  await expect(nav(agent).getByRole("link", { name: TEXTS.navClientReports })).toHaveCount(0);
  const reported = agent.waitForResponse(
    (r) => r.url().endsWith("/api/client-reports") && r.request().method() === "POST",
  );
  // Uncaught, as a bug in a handler would be: the window's error event reaches the reporter.
  await agent.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    }, 0);
  }, marker);
  expect((await reported).status()).toBe(200);
  // The address typed by hand: not for agents, sent home.
  await agent.goto("/ops/client-reports");
  await expect(agent).toHaveURL(/\/(inspections)?$/);
  await agentContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginViaUi(admin, "admin1");
  await nav(admin).getByRole("link", { name: TEXTS.navClientReports }).click();
  await expect(admin).toHaveURL(/\/ops\/client-reports$/);
  const table = admin.getByRole("table", { name: TEXTS.clientReportsTableLabel });
  const row = table.getByTestId("client-report").filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(TEXTS.clientReportKind("error"), { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: AGENT, exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "/inspections", exact: true })).toBeVisible();
  await row.getByRole("button", { name: TEXTS.clientReportDetails }).click();
  // The stack, in the unfolded detail (the message cell says "Uncaught Error: …").
  await expect(row.getByText(new RegExp(`^Error: ${marker}\\s+at `))).toBeVisible();

  // The kind filter asks the server for errors only; the report is still there.
  await admin
    .getByRole("tablist", { name: TEXTS.clientReportsKindFilter })
    .getByRole("tab", { name: TEXTS.clientReportKind("error") })
    .click();
  await expect(admin).toHaveURL(/kind=error/);
  await expect(table.getByTestId("client-report").filter({ hasText: marker })).toHaveCount(1);
  // The row kept its unfolded detail through the refetch.
  await expect(
    table
      .getByTestId("client-report")
      .filter({ hasText: marker })
      .getByText(new RegExp(`^Error: ${marker}\\s+at `)),
  ).toBeVisible();
  await screenshot(admin, "ops-client-reports");
  await adminContext.close();
});
