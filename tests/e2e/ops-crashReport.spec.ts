import { expect, test } from "@playwright/test";
import { DEV_CRASH_BUTTON, DEV_CRASH_PATH, DEV_CRASH_TITLE } from "../../src/client/ops/devCrash.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, loginViaUi, nav, openWithToken, screenshot } from "./support/app.ts";
import { journeyUser } from "./support/journeyUsers.ts";

const AGENT = journeyUser("crs", "agent1");

/**
 * A render crash, end to end (issue 8, the spec's error reporting): agent1 makes a component throw
 * while React renders it (the development crash page, only in a VITE_DEV_PAGES=1 build) and sees the
 * crash fallback with Report feedback; the crash report, with React's component stack, reaches our own
 * server; admin1 reads it on the Client reports screen, its frames mapped back to our source files
 * (the build's hidden source maps, applied by the server), the stack as sent a switch away; the agent
 * can read no reports, and no one can download a source map.
 */
test("a render crash shows the crash fallback and reaches the administrators' Client reports", async ({
  browser,
}) => {
  const marker = `E2E render crash ${Date.now().toString(36)}`;

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  const reportHosts = new Set<string>();
  agent.on("request", (r) => {
    if (r.method() === "POST" && /report|feedback/.test(r.url())) reportHosts.add(new URL(r.url()).host);
  });
  // The development page by its address (a reload would log out, product §4: the stored token opens it).
  const { token: agentToken } = await apiLogin(agent.request, AGENT);
  await openWithToken(agent, agentToken, `${DEV_CRASH_PATH}?message=${encodeURIComponent(marker)}`);
  await expect(agent.getByRole("heading", { name: DEV_CRASH_TITLE })).toBeVisible();

  const reported = agent.waitForResponse(
    (r) => r.url().endsWith("/api/client-reports") && r.request().method() === "POST",
  );
  await agent.getByRole("button", { name: DEV_CRASH_BUTTON }).click();
  const crashReport = await reported;
  expect(crashReport.status()).toBe(200);
  const posted = crashReport.request().postDataJSON() as { kind: string; message: string; detail: string };
  expect(posted).toMatchObject({ kind: "crash", message: marker, path: DEV_CRASH_PATH });
  expect(posted.detail).toMatch(/Component stack:\n\s+at /);
  // The browser's stack is of the built chunk; the chunk says nothing of a map, and none is served.
  const chunk = /\/assets\/DevCrashPage-[\w-]+\.js/.exec(posted.detail)?.[0];
  expect(chunk).toBeDefined();
  expect(await (await agent.request.get(`${chunk}`)).text()).not.toContain("sourceMappingURL");
  expect((await agent.request.get(`${chunk}.map`)).status()).toBe(404);

  // What the person sees: the fallback in place of the page, the navigation still there.
  const fallback = agent.getByRole("alert").filter({ hasText: TEXTS.renderCrashTitle });
  await expect(fallback.getByRole("heading", { name: TEXTS.renderCrashTitle })).toBeVisible();
  await expect(fallback.getByText(`Error: ${marker}`, { exact: true })).toBeVisible();
  await expect(nav(agent)).toBeVisible();
  await fallback.getByText(TEXTS.crashDetails, { exact: true }).click();
  await expect(fallback.getByText(/Component stack:/)).toBeVisible();
  await fallback.getByRole("button", { name: TEXTS.reportFeedback }).click();
  await expect(fallback.getByRole("status")).toHaveText(TEXTS.reportFeedbackSent);
  await screenshot(agent, "ops-crash-fallback");
  // Our own server only: every report and feedback went to the app's host.
  expect([...reportHosts]).toEqual([new URL(agent.url()).host]);

  // The agent cannot read the reports: no menu entry, and the call itself is refused.
  await expect(nav(agent).getByRole("link", { name: TEXTS.navClientReports })).toHaveCount(0);
  const refused = await agent.request.get("/api/client-reports", {
    headers: { Authorization: `Bearer ${agentToken}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain(marker);
  await agentContext.close();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginViaUi(admin, "admin1");
  await nav(admin).getByRole("link", { name: TEXTS.navClientReports }).click();
  await admin
    .getByRole("tablist", { name: TEXTS.clientReportsKindFilter })
    .getByRole("tab", { name: TEXTS.clientReportKind("crash") })
    .click();
  await expect(admin).toHaveURL(/\/ops\/client-reports\?.*kind=crash/);
  const table = admin.getByRole("table", { name: TEXTS.clientReportsTableLabel });
  const row = table.getByTestId("client-report").filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(TEXTS.clientReportKind("crash"), { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: AGENT, exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: DEV_CRASH_PATH, exact: true })).toBeVisible();
  await row.getByRole("button", { name: TEXTS.clientReportDetails }).click();
  // The error's stack, then React's component stack, mapped: the throwing component by its own name
  // in its source file, not a minified name in a chunk.
  const stack = row.getByText(new RegExp(`^Error: ${marker}\\s+at [\\s\\S]*Component stack:\\s+at `));
  await expect(row.getByText(TEXTS.clientReportStackMapped)).toBeVisible();
  await expect(stack).toContainText(/at DevCrashingPanel \(src\/client\/ops\/DevCrashPage\.tsx:\d+:\d+\)/);
  await expect(stack).not.toContainText("/assets/DevCrashPage-");
  await screenshot(admin, "ops-crash-report");
  // The stack as the browser sent it, for what the maps could not say.
  await row.getByRole("switch", { name: TEXTS.clientReportShowRaw }).click();
  await expect(stack).toContainText(`${chunk}:`);
  await expect(stack).not.toContainText("src/client/ops/DevCrashPage.tsx");
  await screenshot(admin, "ops-crash-report-raw");
  await adminContext.close();
});
