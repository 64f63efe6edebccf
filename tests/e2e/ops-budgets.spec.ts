import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { loginViaUi, screenshot } from "./support/app.ts";
import { ingestSession, placeOnAPart, reachTask, taskPhoto } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/**
 * Front-end budgets (issue 8). Two measures, both printed and recorded in docs/benchmarks.md:
 * - the login route and where Pixi may appear, read from the build's chunk graph (Vite's manifest):
 *   what a route downloads is its chunk plus every chunk it imports statically, gzipped. The budgets
 *   are for what ships: when the e2e build has the development pages (VITE_DEV_PAGES=1, whose lazy
 *   chunks make the bundler split shared code differently), a release build is made beside it;
 * - the inspection workspace, as Chromium downloads it: an agent signs in, starts a shift and marks a
 *   damage on the workstation; every JavaScript response (page and workers) is summed gzipped. The
 *   workstation (Pixi) is part of the workspace's total because every damage task uses it.
 */
let CLIENT_DIR = resolve(process.env.CLIENT_DIR ?? "dist/client");
interface Chunk {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = (): Record<string, Chunk> =>
  JSON.parse(readFileSync(join(CLIENT_DIR, ".vite", "manifest.json"), "utf8"));

/** The chunk files loaded with `keys`: their static imports, transitively (and dynamic ones if asked). */
function closure(m: Record<string, Chunk>, keys: string[], lazy = false): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() ?? "";
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = m[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    files.add(chunk.file);
    stack.push(...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : []));
  }
  return files;
}
const gzKb = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(CLIENT_DIR, f)), { level: 9 }).length, 0) /
  1000;

/** A page's chunk: its own, or the part's it was grouped into (src/build/chunksLoadedTogether.ts). */
const routeKey = (m: Record<string, Chunk>, page: string, part: string) => {
  const key = Object.keys(m).find((k) => k.endsWith(page) || m[k]?.name === part);
  if (!key) throw new Error(`no chunk for ${page}`);
  return key;
};

/** The spec's budget for the login route (the signed-in shell and its Fluent parts load lazily). */
const LOGIN_BUDGET_KB = 150;
/** The spec's budget for the inspection workspace, workstation included. */
const WORKSPACE_BUDGET_KB = 400;

/** A release build (no development pages) in a scratch folder, when the e2e build has them. */
function releaseBuild(): (() => void) | null {
  if (!Object.keys(manifest()).some((k) => k.endsWith("src/client/DevPages.tsx"))) return null;
  const dir = mkdtempSync(join(tmpdir(), "budget-release-"));
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    env: { ...process.env, CLIENT_DIR: dir, VITE_DEV_PAGES: "" },
    stdio: "inherit",
  });
  const served = CLIENT_DIR;
  CLIENT_DIR = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    CLIENT_DIR = served;
  };
}

test("front-end budgets: login route, workstation only where used", () => {
  test.setTimeout(240_000);
  const cleanUp = releaseBuild();
  try {
    checkBudgets();
  } finally {
    cleanUp?.();
  }
});

function checkBudgets(): void {
  const m = manifest();
  const login = closure(m, ["index.html"]);
  const loginKb = gzKb(login);
  // What the workspace loads at first, for the record; its budget is checked on what the browser
  // downloads through a damage task (the test below), which adds the workstation.
  const workspace = closure(m, [
    "index.html",
    routeKey(m, "features/inspections/InspectionsPage.tsx", "workspace"),
  ]);
  const workspaceKb = gzKb(workspace);
  // Everything the page may load later (the workstation with Pixi, the cage parser), for the record.
  const withLazy = new Set([
    ...login,
    ...closure(m, [routeKey(m, "features/inspections/InspectionsPage.tsx", "workspace")], true),
  ]);
  const withLazyKb = gzKb([...withLazy].filter((f) => !f.includes("webworkerAll")));
  const pixi = Object.entries(m)
    .filter(([key]) => key.includes("node_modules/pixi.js") || key.includes("@pixi/react"))
    .map(([, c]) => c.file);
  const pixiInLogin = [...login].filter((f) => pixi.includes(f) || /pixi|Workstation/i.test(f));
  console.log(
    `login route JS ${loginKb.toFixed(1)} kB gzip (budget ${LOGIN_BUDGET_KB}); inspection workspace at first load ${workspaceKb.toFixed(1)} kB gzip, ${withLazyKb.toFixed(1)} kB with every lazy chunk it may load (both renderers, workers)`,
  );
  expect(pixiInLogin, "Pixi and the workstation load only with the pages that use them").toEqual([]);
  // Nor with a page that draws nothing: a chunk shared with the workstation must not bring Pixi along
  // (src/build/chunkPlan.ts). The pages with a canvas: cage labelling, a failed task's photo, the
  // development workstation; the workspace loads it lazily.
  const canvasPages = /(CageLabelPage|TaskFailedDetailPage|DevWorkstationPage)\.tsx$/;
  const pagesWithPixi = Object.keys(m).filter(
    (k) =>
      k.endsWith("Page.tsx") &&
      !canvasPages.test(k) &&
      [...closure(m, [k])].some((f) => pixi.includes(f) || /\/pixi-[^/]*\.js$/.test(f)),
  );
  expect(pagesWithPixi, "pages without a canvas load no Pixi").toEqual([]);
  expect(Object.keys(m).filter((k) => k.endsWith("Page.tsx")).length).toBeGreaterThan(8);
  expect(loginKb).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
}

/** Every JavaScript file the context downloads (page, dedicated workers), once each, gzipped (level 9). */
class ScriptLog {
  readonly files = new Map<string, number>();
  /** What the network really carried for each file (encoded body, Content-Encoding honoured). */
  readonly sent = new Map<string, number>();
  private pending: Promise<void>[] = [];
  constructor(context: BrowserContext) {
    context.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith(".js") || this.files.has(path)) return;
      this.files.set(path, 0);
      const encoding = response.headers()["content-encoding"] ?? "identity";
      this.pending.push(
        response
          .request()
          .sizes()
          .then((s) => void this.sent.set(`${path} ${encoding}`, s.responseBodySize))
          .catch(() => undefined),
      );
      // The server sends the files as they are (no compression): gzip them as a compressing proxy would.
      this.pending.push(
        response
          .body()
          .then((body) => void this.files.set(path, gzipSync(body, { level: 9 }).length))
          .catch(
            () =>
              void this.files.set(path, gzipSync(readFileSync(join(CLIENT_DIR, path)), { level: 9 }).length),
          ),
      );
    });
  }
  async settled(): Promise<Map<string, number>> {
    await Promise.all(this.pending);
    return new Map(this.files);
  }
  /** The bytes transferred so far, and by which encodings. */
  transferred(): string {
    const encodings = new Map<string, number>();
    for (const key of this.sent.keys()) {
      const encoding = key.split(" ").pop() ?? "";
      encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
    }
    const by = [...encodings].map(([e, n]) => `${n} ${e}`).join(", ");
    return `${kb(this.sent).toFixed(1)} kB transferred (${by})`;
  }
}
const kb = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0) / 1000;
const breakdown = (files: Map<string, number>) =>
  [...files]
    .sort((a, b) => b[1] - a[1])
    .map(([path, bytes]) => `  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${path}`)
    .join("\n");

/** Double-clicks across the car until a part takes the damage (its picker opens). */
async function placeDamage(page: Page): Promise<void> {
  const picker = page.getByRole("dialog", { name: await placeOnAPart(page, taskPhoto(page, "04")) });
  await page.keyboard.type("Dent");
  await page.keyboard.press("Enter");
  await page.keyboard.press("3");
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(page.getByRole("region", { name: TEXTS.wsMarkedDamages }).getByRole("listitem")).toHaveCount(
    1,
  );
}

test("front-end budgets: the inspection workspace as Chromium downloads it through a damage task", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await ingestSession(request, {
    codes: ["04"],
    options: { decode: "vms", damage_mode: "full" },
    vehicle: { year: 2021, make: "Toyota", model: "RAV4", bodyType: "SUV" },
  });
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    const log = new ScriptLog(context);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const loginPage = await log.settled();
    const loginSent = log.transferred();

    await loginViaUi(page, journeyUser("bdg", "agent3"));
    await page.getByRole("button", { name: TEXTS.startInspect }).click();
    await reachTask(page, session, /^04 - Mark every damage/);
    const canvas = taskPhoto(page, "04");
    // The workstation itself (a canvas with the application role), not the plain-photo fallback.
    await expect(page.getByRole("application", { name: TEXTS.photoAlt("04") })).toBeVisible();
    await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
    await placeDamage(page);
    await page.waitForLoadState("networkidle");
    await screenshot(page, "budget-workspace-damage", { fullPage: false });
    const workspace = await log.settled();

    const total = kb(workspace);
    const verdict =
      total <= WORKSPACE_BUDGET_KB
        ? "within budget"
        : `OVER BUDGET by ${(total - WORKSPACE_BUDGET_KB).toFixed(1)} kB`;
    console.log(
      `login page (browser) ${kb(loginPage).toFixed(1)} kB gzip in ${loginPage.size} files; ${loginSent}\n` +
        `inspection workspace through a damage task ${total.toFixed(1)} kB gzip in ${workspace.size} files (budget ${WORKSPACE_BUDGET_KB}: ${verdict}); ${log.transferred()}:\n${breakdown(workspace)}`,
    );
    expect(
      [...workspace.keys()].some((p) => /workstation|MarkCanvas/i.test(p)),
      "the workstation loaded",
    ).toBe(true);
    expect(total, `the inspection workspace's budget is ${WORKSPACE_BUDGET_KB} kB`).toBeLessThanOrEqual(
      WORKSPACE_BUDGET_KB,
    );
  } finally {
    await context.close();
  }
});
