/**
 * Workstation rendering benchmark (issue 5), in headless Chromium (WebGL through SwiftShader):
 *
 * 1. Frame time during a scripted zoom / pan / rotate of a scene with 300 cage parts (× 200 vertices)
 *    and 1,000 damage markers, drawn by the workstation (PixiJS, the real controller and scene), and in
 *    the same run the same scene drawn as plain SVG DOM (one <path> per part, one <g> with a circle and
 *    a number per marker — how the field's tools draw it), driven by the same script. The ratio is
 *    reported.
 * 2. Click-to-marker-painted: a real dblclick event on a part → placement rules → React state →
 *    controller → the frame that shows the new marker rendered; p50 / p99 over 200 clicks. Target p99
 *    ≤ 50 ms.
 *
 * Needs a client built with the dev pages and a server:
 *   VITE_DEV_PAGES=1 CLIENT_DIR=/tmp/ws-bench/client npx vite build
 *   CLIENT_DIR=/tmp/ws-bench/client npx tsx tests/bench/workstation.bench.ts
 * (starts a server on a fresh embedded database at BENCH_PORT, default 8111; or set BENCH_URL to use a
 * running one.) Figures go to docs/benchmarks.md.
 */

import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import { chromium, type Page } from "playwright-core";
import { seededRandom, syntheticCageSvg } from "./geometrySyntheticCage.ts";

const FRAMES = Number(process.env.BENCH_FRAMES ?? 240);
const CLICKS = Number(process.env.BENCH_CLICKS ?? 200);
const MARKERS = 1000;

interface FrameStats {
  readonly frames: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const stats = (xs: number[]): FrameStats => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    frames: s.length,
    p50: pct(s, 50),
    p95: pct(s, 95),
    p99: pct(s, 99),
    max: s[s.length - 1]!,
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
  };
};

/** Stops the server this bench started (its own process group: npx, tsx and node). */
const stop = (child: ChildProcess) => {
  if (child.pid) process.kill(-child.pid, "SIGTERM");
};

async function startServer(port: number): Promise<ChildProcess> {
  const dataDir = `${os.tmpdir()}/ws-bench-data-${process.pid}`;
  const child = spawn("npx", ["tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT_MAX: "1000",
    },
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop(child);
  throw new Error("server did not start");
}

/** The view script shared by both renderers: frame i → zoom, pan (viewport px) and quarter turns. */
function scriptStep(i: number): { zoom: number; panX: number; panY: number; turns: number } {
  const t = i / FRAMES;
  const zoom = t < 0.25 ? 1 + 12 * t : t < 0.75 ? 4 : 4 - 12 * (t - 0.75);
  const a = 2 * Math.PI * t * 2;
  return { zoom, panX: 150 * Math.sin(a), panY: 100 * Math.cos(a), turns: Math.floor(t * 8) % 4 };
}

const STEPS = Array.from({ length: FRAMES }, (_, i) => scriptStep(i));

async function benchPixi(
  page: Page,
): Promise<{ frames: FrameStats; render: FrameStats; clicks: FrameStats; missed: number; refused: number }> {
  await page.waitForFunction(() => window.__bench?.ready === true, undefined, { timeout: 60_000 });
  const result = await page.evaluate(
    async ({ frames, steps }) => {
      const scriptStep = (i: number) => steps[i]!;
      const b = window.__bench!;
      const c = b.controller;
      const intervals: number[] = [];
      const work: number[] = [];
      let last = 0;
      await new Promise<void>((done) => {
        let i = 0;
        const frame = (ts: number) => {
          if (last) intervals.push(ts - last);
          last = ts;
          const t0 = performance.now();
          const s = scriptStep(i);
          c.update((st) => ({
            ...st,
            view: {
              ...st.view,
              zoom: s.zoom,
              pan: { x: s.panX, y: s.panY },
              rotation: s.turns as 0 | 1 | 2 | 3,
            },
          }));
          work.push(performance.now() - t0);
          i++;
          if (i < frames) requestAnimationFrame(frame);
          else done();
        };
        requestAnimationFrame(frame);
      });
      c.update((st) => ({ ...st, view: { ...st.view, zoom: 1, pan: { x: 0, y: 0 }, rotation: 0 } }));
      // Let the frames of the script (and the snapshot taken once the view settles) finish, so the
      // clicks below time a click on a standing view, not the tail of the zoom script.
      await new Promise((r) => setTimeout(r, 1500));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return { intervals, work };
    },
    { frames: FRAMES, steps: STEPS },
  );
  // Render cost per frame: the scene's own work (layers + app.render) measured around the ticker-less render.
  const clicks = await page.evaluate(async (count) => {
    const b = window.__bench!;
    const frame = document.querySelector<HTMLElement>("[role=application]")!;
    const rect = frame.getBoundingClientRect();
    const times: number[] = [];
    let missed = 0;
    const nextFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let i = 0; i < count; i++) {
      // Part centres of the synthetic cage (20 columns × 15 rows of 100-unit cells): inside their part.
      const col = (i * 7) % 20;
      const row = (i * 3) % 15;
      const jitter = ((i * 13) % 17) - 8;
      const p = b.viewportOf(col * 100 + 50 + jitter, row * 100 + 50 + jitter / 2);
      const before = b.markerCount();
      const t0 = performance.now();
      frame.dispatchEvent(
        new MouseEvent("dblclick", { bubbles: true, clientX: rect.left + p.x, clientY: rect.top + p.y }),
      );
      const painted = await new Promise<number | null>((resolve) => {
        const check = () => {
          const hit = b.painted.find((e) => e.at >= t0 && e.markers > before);
          if (hit) resolve(hit.at);
          else if (performance.now() - t0 > 2000) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      });
      if (painted === null) missed++;
      else times.push(painted - t0);
      await nextFrame();
    }
    return { times, missed, refusals: b.refusals.length };
  }, CLICKS);
  return {
    frames: stats(result.intervals),
    render: stats(result.work),
    clicks: stats(clicks.times),
    missed: clicks.missed,
    refused: clicks.refusals,
  };
}

/** The same scene as plain SVG DOM, driven by the same script. */
async function benchSvg(
  page: Page,
  cageSvg: string,
  markers: { x: number; y: number; grade: number }[],
  size: { width: number; height: number },
  viewBox: { width: number; height: number },
) {
  const inner = cageSvg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const colours = ["#9e9e9e", "#ffd400", "#ff8c00", "#e0201b"];
  const markup = markers
    .map(
      (m, i) =>
        `<g class="m"><circle cx="5" cy="5" r="5" fill="${colours[m.grade]}" stroke="#000"/><text x="11" y="4" font-size="12" font-weight="bold" fill="#fff" stroke="#000" stroke-width="0.6">${i + 1}</text></g>`,
    )
    .join("");
  await page.setContent(
    `<html><body style="margin:0;background:#1b1b1b"><svg id="s" width="${size.width}" height="${size.height}" style="display:block">` +
      `<g id="photo"><rect width="${viewBox.width}" height="${viewBox.height}" fill="#ddd"/><g fill="#00e5ff" fill-opacity="0.08" stroke="#00e5ff" stroke-width="1" vector-effect="non-scaling-stroke">${inner}</g></g>` +
      `<g id="markers">${markup}</g></svg></body></html>`,
  );
  return page.evaluate(
    async ({ frames, steps, markers, size, viewBox }) => {
      const scriptStep = (i: number) => steps[i]!;
      const photo = document.getElementById("photo")!;
      const groups = Array.from(document.querySelectorAll<SVGGElement>("#markers > g"));
      const intervals: number[] = [];
      const work: number[] = [];
      let last = 0;
      await new Promise<void>((done) => {
        let i = 0;
        const frame = (ts: number) => {
          if (last) intervals.push(ts - last);
          last = ts;
          const t0 = performance.now();
          const s = scriptStep(i);
          const rotated = s.turns % 2 === 1;
          const fit = Math.min(
            size.width / (rotated ? viewBox.height : viewBox.width),
            size.height / (rotated ? viewBox.width : viewBox.height),
          );
          const k = fit * s.zoom;
          const cos = [1, 0, -1, 0][s.turns]!;
          const sin = [0, 1, 0, -1][s.turns]!;
          const ex = size.width / 2 + s.panX;
          const ey = size.height / 2 + s.panY;
          const a = cos * k;
          const b = sin * k;
          const e = ex - a * (viewBox.width / 2) + b * (viewBox.height / 2);
          const f = ey - b * (viewBox.width / 2) - a * (viewBox.height / 2);
          photo.setAttribute("transform", `matrix(${a} ${b} ${-b} ${a} ${e} ${f})`);
          markers.forEach((m, j) => {
            const x = m.x * viewBox.width;
            const y = m.y * viewBox.height;
            groups[j]!.setAttribute(
              "transform",
              `translate(${a * x - b * y + e - 5} ${b * x + a * y + f - 5})`,
            );
          });
          work.push(performance.now() - t0);
          i++;
          if (i < frames) requestAnimationFrame(frame);
          else done();
        };
        requestAnimationFrame(frame);
      });
      return { intervals, work };
    },
    { frames: FRAMES, steps: STEPS, markers, size, viewBox },
  );
}

export async function runWorkstationBench(): Promise<string> {
  const port = Number(process.env.BENCH_PORT ?? 8111);
  const server = process.env.BENCH_URL ? null : await startServer(port);
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--ignore-gpu-blocklist",
    ],
  });
  try {
    const login = await fetch(`${base}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: "agent1", password: "demo1234", url: "AGENT", role: "AGENT" }),
    });
    const { token } = (await login.json()) as { token: string };
    const cage = syntheticCageSvg({ parts: 300, vertices: 200 });
    const rand = seededRandom(7);
    const markers = Array.from({ length: MARKERS }, () => ({
      x: Math.round(rand() * 1e4) / 1e4,
      y: Math.round(rand() * 1e4) / 1e4,
      grade: Math.floor(rand() * 4),
    }));
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    // tsx (esbuild keepNames) wraps named functions in __name(); the page functions need it defined.
    await context.addInitScript(() => {
      (globalThis as unknown as { __name: <T>(f: T) => T }).__name = (f) => f;
    });
    const page = await context.newPage();
    page.on("crash", () => console.error("page crashed"));
    page.on("pageerror", (e) => console.error("page error:", e.message));
    await page.addInitScript(
      ({ token, input }) => {
        localStorage.setItem("token", token);
        (window as unknown as { __WORKSTATION_BENCH__: unknown }).__WORKSTATION_BENCH__ = input;
      },
      { token, input: { svg: cage.svg, width: cage.width, height: cage.height, markers } },
    );
    await page.goto(`${base}/dev/workstation?bench=1`);
    console.error("scene loading…");
    const pixi = await benchPixi(page);
    console.error("pixi done");
    const size = await page.evaluate(() => {
      const r = document.querySelector("[role=application]")!.getBoundingClientRect();
      return { width: Math.round(r.width), height: Math.round(r.height) };
    });
    const svgPage = await context.newPage();
    const svg = await benchSvg(svgPage, cage.svg, markers, size, { width: cage.width, height: cage.height });
    const svgFrames = stats(svg.intervals);
    const svgWork = stats(svg.work);
    const row = (name: string, s: FrameStats) =>
      `| ${name.padEnd(52)} | ${s.p50.toFixed(1).padStart(6)} | ${s.p95.toFixed(1).padStart(6)} | ${s.p99.toFixed(1).padStart(6)} | ${s.max.toFixed(1).padStart(6)} | ${s.mean.toFixed(1).padStart(6)} |`;
    return [
      `Workstation render benchmark: 300 parts × 200 vertices, ${MARKERS} markers, ${FRAMES} scripted frames, viewport ${size.width}×${size.height}; ${os.cpus().length} CPU ${os.cpus()[0]?.model ?? ""}, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
      "| frame time (ms)                                      |    p50 |    p95 |    p99 |    max |   mean |",
      "| ---------------------------------------------------- | -----: | -----: | -----: | -----: | -----: |",
      row("Pixi workstation: rAF interval", pixi.frames),
      row("SVG DOM baseline: rAF interval", svgFrames),
      row("Pixi: script step (controller update)", pixi.render),
      row("SVG: script step (setAttribute ×1,001)", svgWork),
      `ratio SVG / Pixi, mean frame time: ${(svgFrames.mean / pixi.frames.mean).toFixed(2)}×; p95: ${(svgFrames.p95 / pixi.frames.p95).toFixed(2)}×`,
      "",
      `| click → marker painted (ms), ${String(CLICKS).padStart(3)} dblclicks on parts |    p50 |    p95 |    p99 |    max |   mean |`,
      "| ---------------------------------------------------- | -----: | -----: | -----: | -----: | -----: |",
      row("dblclick → rules → React → controller → frame", pixi.clicks),
      // A refused click (a duplicate) paints no marker, so it is among the missed: count it once.
      `(${pixi.clicks.frames} painted; ${pixi.refused} refused as duplicates; ${pixi.missed - pixi.refused} others not painted within 2 s)`,
    ].join("\n");
  } finally {
    await browser.close();
    if (server) stop(server);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await runWorkstationBench());
