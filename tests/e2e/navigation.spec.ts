import { expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, LoginPage, loginViaUi, nav, openWithToken, screenshot } from "./support/app.ts";

const PROTECTED = [
  "/inspections",
  "/account",
  "/cages",
  "/cageView/1",
  "/cageLabel/1",
  "/performance",
  "/performance/listTaskFailed",
  "/performance/statistic",
  "/training",
  "/training/label",
];

test.describe("guards", () => {
  for (const path of PROTECTED) {
    test(`an unauthenticated visit to ${path} goes to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
    });
  }

  test("an authenticated user opening / goes to /inspections", async ({ page, request }) => {
    const { token } = await apiLogin(request, "qa1");
    await openWithToken(page, token, "/");
    await expect(page).toHaveURL(/\/inspections$/);
    await expect(nav(page).getByText("qa1")).toBeVisible();
  });

  test("an authenticated user can open a protected route directly", async ({ page, request }) => {
    const { token } = await apiLogin(request, "super1");
    await openWithToken(page, token, "/performance/statistic");
    await expect(page).toHaveURL(/\/performance\/statistic$/);
    await expect(page.getByRole("heading", { name: TEXTS.pageStatistic })).toBeVisible();
  });
});

test.describe("navigation bar", () => {
  const cases = [
    { username: "agent1", role: "AGENT", color: "green", sex: "Male" },
    { username: "qa1", role: "QA", color: "red", sex: "Female" },
    { username: "trainer1", role: "TRAINER", color: "red", sex: "Female" },
    { username: "viewer1", role: "VIEWER", color: "red", sex: "Male" },
    { username: "agent3", role: "AGENT", color: "green", sex: "Other" },
  ];
  for (const c of cases) {
    test(`shows ${c.username}'s name, role in ${c.color}, avatar and version`, async ({ page, request }) => {
      const { user } = await apiLogin(request, c.username);
      await loginViaUi(page, c.username);
      const bar = nav(page);
      await expect(bar.getByRole("link", { name: TEXTS.brand })).toHaveAttribute("href", "/inspections");
      await expect(bar.getByRole("link", { name: TEXTS.navInspections, exact: true })).toHaveAttribute(
        "href",
        "/inspections",
      );
      await expect(bar.getByRole("link", { name: TEXTS.navTraining })).toHaveAttribute("href", "/training");
      await expect(bar.getByRole("button", { name: TEXTS.signOut })).toBeVisible();
      await expect(bar.getByText(c.username, { exact: true })).toBeVisible();
      await expect(bar.getByRole("img", { name: TEXTS.avatarLabel(c.sex) })).toBeVisible();
      await expect(bar.getByText(TEXTS.appVersionLabel)).toBeVisible();
      const role = bar.getByTestId("nav-role");
      await expect(role).toHaveText(c.role);
      const rgb = await role.evaluate((el) => getComputedStyle(el).color);
      const [r, g] = (rgb.match(/\d+/g) ?? []).map(Number) as [number, number];
      if (c.color === "green") expect(g).toBeGreaterThan(r);
      else expect(r).toBeGreaterThan(g);
      // The demo world gives agent1 and qa1 failed tasks waiting for them; the badge shows the user's count.
      const count = Number(user.totalTaskFailed);
      // A VIEWER has no failed tasks: no badge leading to a list the server refuses it.
      if (c.role === "VIEWER") await expect(bar.getByTestId("failed-task-badge")).toHaveCount(0);
      else await expect(bar.getByRole("link", { name: TEXTS.failedTasksLabel(count) })).toBeVisible();
      await expect(bar.getByText(TEXTS.tooManyPriorities)).toHaveCount(0);
      if (c.username === "agent1") await screenshot(page, "navbar-agent");
      if (c.username === "qa1") await screenshot(page, "navbar-qa");
    });
  }

  test("the menu items and brand link navigate in the app", async ({ page }) => {
    await loginViaUi(page, "agent2");
    await nav(page).getByRole("link", { name: TEXTS.navTraining }).click();
    await expect(page).toHaveURL(/\/training$/);
    await nav(page).getByRole("link", { name: TEXTS.navCages }).click();
    await expect(page).toHaveURL(/\/cages$/);
    await expect(page.getByRole("heading", { name: TEXTS.pageCages })).toBeVisible();
    await nav(page).getByRole("link", { name: TEXTS.brand }).click();
    await expect(page).toHaveURL(/\/inspections$/);
  });

  test("above 5 failed tasks the badge pulses with the spec's warning", async ({ page }) => {
    // The count comes from the user record; the failed-task issue will feed it from real failed tasks.
    await page.route("**/api/users/login", async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.user.totalTaskFailed = 7;
      await route.fulfill({ response: res, json: body });
    });
    await loginViaUi(page, "agent1");
    const badge = nav(page).getByRole("link", { name: TEXTS.failedTasksLabel(7) });
    await expect(badge).toBeVisible();
    await expect(nav(page).getByText(TEXTS.tooManyPriorities)).toBeVisible();
    const animation = await badge.evaluate((el) => {
      const all = [el, ...el.querySelectorAll("*")];
      return all.map((e) => getComputedStyle(e).animationName).find((n) => n && n !== "none") ?? "none";
    });
    expect(animation).not.toBe("none");
    await screenshot(page, "navbar-too-many");
  });
});

test.describe("session end", () => {
  test("Sign Out returns to the login page and revokes the token", async ({ page, request }) => {
    await loginViaUi(page, "agent2");
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    await nav(page).getByRole("button", { name: TEXTS.signOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await expect
      .poll(async () =>
        (await request.get("/api/users/me", { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test("an expired stored token logs out and goes to /", async ({ page, request }) => {
    const { token } = await apiLogin(request, "agent3");
    const [h, , s] = token.split(".");
    const payload = Buffer.from(
      JSON.stringify({ sub: "x", exp: Math.floor(Date.now() / 1000) - 60 }),
    ).toString("base64url");
    await openWithToken(page, `${h}.${payload}.${s}`, "/account");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("a session revoked on the server logs out on its next call", async ({ page, request }) => {
    const { token } = await apiLogin(request, "trainee1");
    await request.post("/api/users/logout", { headers: { authorization: `Bearer ${token}` } });
    await openWithToken(page, token, "/inspections");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
  });

  test("closing the tab logs the user out (product §4)", async ({ page, request, context }) => {
    await loginViaUi(page, "viewer1");
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const closed = page.waitForEvent("close");
    await page.close({ runBeforeUnload: true });
    await closed;
    // The next visit: the login page. A closing tab's keepalive logout can be dropped by the browser
    // (about once in 100 closes on a loaded machine); this start sends it again (lifecycle.ts).
    const again = await context.newPage();
    await again.goto("/inspections");
    await expect(again).toHaveURL(/\/$/);
    await expect(again.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
    await expect
      .poll(async () =>
        (await request.get("/api/users/me", { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test("a version mismatch shows the new-version notice whose close logs out", async ({ page }) => {
    await page.route("**/api/users/login", async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.user.agentVer = "11-01";
      await route.fulfill({ response: res, json: body });
    });
    const login = new LoginPage(page);
    await login.open();
    await login.submit("agent1", "demo1234");
    const dialog = page.getByRole("alertdialog", { name: TEXTS.errorModalTitle });
    await expect(dialog).toContainText(TEXTS.newVersion("11-01"));
    await screenshot(page, "new-version");
    await dialog.getByRole("button", { name: TEXTS.errorModalClose }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});
