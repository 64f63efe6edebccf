/**
 * Workspace benchmark (issues 4 and 21): in the built client, in headless Chromium (playwright-core),
 * against the real server (embedded database, demo world, odometer tasks queued):
 * - Start Inspect → first photo: from the click on Start Inspect (as soon as the button shows on a fresh
 *   load of /inspections) to the first task's photo painted;
 * - accept → next: from the click on Ok of 'Are You Sure ????' to the next task's photo painted.
 * "Painted" is the page's User Timing mark (PHOTO_PAINTED_MARK) plus one animation frame. A client that
 * takes the next task held ahead from the answer (issue 21, item 7) asks no homework and fetches no photo
 * in the timed window: those legs read 0 for it.
 *
 *   npx vite build && npx tsx tests/bench/workspace.bench.ts
 *
 * With BASELINE_CLIENT_DIR (another build, e.g. of the last commit) the same run measures both clients,
 * round after round in alternating order, on the same server build and database (restarted per client).
 * Env: CLIENT_DIR (default dist/client), BASELINE_CLIENT_DIR, BENCH_PORT (default 8199), BENCH_TASKS
 * (accepts timed per client, default 40), BENCH_STARTS (Starts timed per client, default 6), BENCH_ROUNDS
 * (default 2). Targets: accept → next p95 ≤ 150 ms, Start → first photo ≤ 500 ms. Figures go to
 * docs/benchmarks.md.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { PHOTO_PAINTED_MARK } from "../../src/client/features/inspections/boardStore.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { login, queueTasks, startServer } from "./workspaceServer.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8199);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const TASKS = Math.ceil(Number(process.env.BENCH_TASKS ?? 40) / ROUNDS);
const STARTS = Math.ceil(Number(process.env.BENCH_STARTS ?? 6) / ROUNDS);
const WARMUP = 3;

interface Timing {
  total: number;
  /** Click → the scene drew the photo (the mark); total − drawn is the browser's frame that shows it. */
  drawn: number;
  /** The legs, from Resource Timing: the answer, the page until it asks for a task, the claim, … */
  accept: number;
  toHomework: number;
  homework: number;
  photo: number;
  /** The photo received → drawn (decode, texture, draw; the working screen's render meanwhile). */
  photoToDrawn: number;
}

/**
 * Clicks the button named `button` (in a dialog when `inDialog`) and times, in the page, the click → the
 * next photo painted. A string, not a closure: tsx would wrap named functions in a helper the page lacks.
 */
function clickAndTime(page: Page, button: string, inDialog: boolean): Promise<Timing> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const mark = ${JSON.stringify(PHOTO_PAINTED_MARK)};
    const previous = performance.getEntriesByName(mark).at(-1);
    const target = [...document.querySelectorAll(${JSON.stringify(inDialog ? "[role=dialog] button" : "button")})]
      .find((b) => b.textContent === ${JSON.stringify(button)});
    if (!target) return reject(new Error("no button " + ${JSON.stringify(button)}));
    performance.clearResourceTimings();
    const t0 = performance.now();
    target.click();
    const check = () => {
      const last = performance.getEntriesByName(mark).at(-1);
      if (last && last !== previous && last.startTime > t0)
        requestAnimationFrame(() => {
          const total = performance.now() - t0;
          const drawn = last.startTime - t0;
          const after = performance.getEntriesByType("resource").filter((e) => e.startTime >= t0);
          const first = (re) => after.find((e) => re.test(e.name));
          const a = first(/[/](accept|updateAction)$/), h = first(/homework/), p = first(/[/]api[/]photos[/]/);
          const leg = (e) => (e ? e.responseEnd - e.startTime : 0);
          resolve({
            total, drawn, accept: leg(a), homework: leg(h), photo: leg(p),
            toHomework: a && h ? h.startTime - a.responseEnd : 0,
            photoToDrawn: p ? last.startTime - p.responseEnd : 0,
          });
        });
      else if (performance.now() > t0 + 120000) reject(new Error("the photo was never painted"));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<Timing>;
}

async function fillAndConfirm(page: Page): Promise<void> {
  await page.getByLabel(TEXTS.odometerReadingLabel).fill("12345");
  await page.getByRole("region", { name: TEXTS.acceptButtons }).getByRole("button").first().click();
  await page
    .getByRole("dialog", { name: TEXTS.confirmTitle })
    .getByRole("button", { name: TEXTS.ok })
    .waitFor();
}

/** Answers the task on screen without claiming the next one (homework refused meanwhile). */
async function answerAndStop(page: Page): Promise<void> {
  await page.route("**/api/tasks/random/homework", (route) => route.abort());
  await fillAndConfirm(page);
  await page
    .getByRole("dialog", { name: TEXTS.confirmTitle })
    .getByRole("button", { name: TEXTS.ok })
    .click();
  await page.getByRole("heading", { name: TEXTS.waitingModal }).waitFor();
  await page.unroute("**/api/tasks/random/homework");
}

/**
 * The photo-shown report also holds the next task ahead, which the answer then hands over (issue 21,
 * item 7): no waiting screen to stop on. While the bench must stop after an answer (the Starts, the
 * round's end), the report never reaches the server, so nothing is held ahead.
 */
const SHOWN = "**/api/tasks/*/shown";
const holdNothingAhead = (context: BrowserContext) => context.route(SHOWN, (route) => route.abort());

/** One round of one client: a cold load and Start (not timed), STARTS timed Starts, then the accepts. */
async function round(browser: Browser, base: string, token: string) {
  // The app's CSP forbids eval; the bench's in-page timing script is ours, so it may bypass it.
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
  await context.addInitScript((t) => localStorage.setItem("token", t), token);
  await holdNothingAhead(context);
  let page = await context.newPage();
  const starts: Timing[] = [];
  const accepts: Timing[] = [];
  try {
    await page.goto(`${base}/inspections`);
    for (let i = 0; i <= STARTS; i += 1) {
      if (i > 0) {
        // A fresh page load (caches warm). The new tab opens first: a page closed while no other tab
        // of the app is open signs the agent out (product §4).
        await answerAndStop(page);
        const next = await context.newPage();
        await next.goto(`${base}/inspections`);
        await page.close();
        page = next;
      }
      await page.getByRole("button", { name: TEXTS.startInspect }).waitFor();
      if (process.env.BENCH_START_DELAY) await page.waitForTimeout(Number(process.env.BENCH_START_DELAY));
      const t = await clickAndTime(page, TEXTS.startInspect, false);
      if (i > 0) starts.push(t);
    }
    await page.evaluate("performance.setResourceTimingBufferSize(1000)");
    await context.unroute(SHOWN); // the first accept (a warm-up) finds nothing held ahead yet
    for (let i = 0; i < TASKS + WARMUP; i += 1) {
      await fillAndConfirm(page);
      if (i === TASKS + WARMUP - 1) await holdNothingAhead(context); // the last task then ends the round
      const t = await clickAndTime(page, TEXTS.ok, true);
      if (i >= WARMUP) accepts.push(t);
    }
    await answerAndStop(page); // nothing left held: no lease runs out into a timeout between rounds
  } finally {
    await context.close();
  }
  return { starts, accepts };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function cells(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${pct(sorted, 50).toFixed(0)} | ${pct(sorted, 95).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)}`;
}

export async function runWorkspaceBench(): Promise<string> {
  const clients = [
    ...(process.env.BASELINE_CLIENT_DIR ? [{ name: "baseline", dir: process.env.BASELINE_CLIENT_DIR }] : []),
    { name: "this build", dir: process.env.CLIENT_DIR ?? "dist/client" },
  ];
  for (const c of clients)
    if (!existsSync(join(c.dir, "index.html"))) throw new Error(`build the client first (${c.dir})`);
  const dataDir = mkdtempSync(join(tmpdir(), "workspace-bench-"));
  const results = clients.map(() => ({ starts: [] as Timing[], accepts: [] as Timing[] }));
  const loads: number[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    for (let r = 0; r < ROUNDS; r += 1) {
      // Alternating order: neither client always runs first after a server start.
      const order = r % 2 === 0 ? clients.map((_, i) => i) : clients.map((_, i) => i).reverse();
      for (const i of order) {
        const server = await startServer(dataDir, clients[i]?.dir ?? "", PORT);
        try {
          if (r === 0 && i === order[0])
            await queueTasks(server.base, clients.length * ROUNDS * (STARTS + TASKS + WARMUP + 2) + 2);
          loads.push(os.loadavg()[0] ?? 0);
          const got = await round(browser, server.base, await login(server.base, "agent1"));
          results[i]?.starts.push(...got.starts);
          results[i]?.accepts.push(...got.accepts);
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows: [string, (t: Timing) => number, "starts" | "accepts"][] = [
    ["**click Start Inspect → first photo painted**", (t) => t.total, "starts"],
    ["… GET homework (request → response)", (t) => t.homework, "starts"],
    ["… GET photo (request → response)", (t) => t.photo, "starts"],
    ["… photo received → drawn (decode, texture, render)", (t) => t.photoToDrawn, "starts"],
    ["… the frame that shows it (style, layout, compositing)", (t) => t.total - t.drawn, "starts"],
    ["**click Ok → next photo painted**", (t) => t.total, "accepts"],
    ["… PUT accept (request → response)", (t) => t.accept, "accepts"],
    ["… accept answered → homework asked (the page)", (t) => t.toHomework, "accepts"],
    ["… GET homework (request → response)", (t) => t.homework, "accepts"],
    ["… GET photo (request → response)", (t) => t.photo, "accepts"],
    ["… photo received → drawn (decode, texture, render)", (t) => t.photoToDrawn, "accepts"],
    ["… the frame that shows it (style, layout, compositing)", (t) => t.total - t.drawn, "accepts"],
  ];
  const head = clients.map((c) => `${c.name} p50 | p95 | max`).join(" | ");
  return [
    `Workspace (${clients.map((c) => `${c.name}: ${c.dir}`).join("; ")}; ${ROUNDS} rounds; per client ${STARTS * ROUNDS} Starts and ${TASKS * ROUNDS} accepts after ${WARMUP} warm-ups a round; ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? "cpu"}; headless Chromium, software WebGL, embedded database; load average ${loads.map((l) => l.toFixed(1)).join(", ")} at the rounds' starts), ms:`,
    "",
    `| measure | ${head} |`,
    `| --- |${" ---: | ---: | ---: |".repeat(clients.length)}`,
    ...rows.map(([name, f, set]) => `| ${name} | ${results.map((r) => cells(r[set].map(f))).join(" | ")} |`),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await runWorkspaceBench());
}
