import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SourceMapGenerator } from "source-map-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_TEXT_LIMITS } from "../../src/domain/clientReports.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Symbolication (issue 8): a report whose stack points at one of our built chunks is stored with its
 * frames mapped through the hidden .map beside the chunk in CLIENT_DIR, and the raw text kept; hostile
 * stacks are stored as sent; the SPA server never hands out a .map.
 */
const CODE = "function p(e){throw Error(e)}";
const THROW = CODE.indexOf("throw");
const CHUNK = "main-Ab12_cd.js";
let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "symbolication-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(clientDir, "assets", CHUNK), CODE);
  const gen = new SourceMapGenerator({ file: CHUNK });
  const source = "src/client/Panel.tsx";
  gen.addMapping({
    generated: { line: 1, column: 9 },
    original: { line: 10, column: 9 },
    source,
    name: "Panel",
  });
  gen.addMapping({ generated: { line: 1, column: THROW }, original: { line: 11, column: 2 }, source });
  writeFileSync(join(clientDir, "assets", `${CHUNK}.map`), gen.toString());
  // A map outside assets/, which no report may make the server read.
  writeFileSync(join(clientDir, "passwd.js"), CODE);
  writeFileSync(join(clientDir, "passwd.js.map"), gen.toString());
  t = await startTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const post = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/client-reports", headers: bearer(token), payload });

async function reportByMessage(message: string) {
  const admin = await loginAs(t.app, "admin1");
  const res = await t.app.inject({
    method: "GET",
    url: "/api/client-reports?limit=500",
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { message: string; detail: string; detailMapped: string | null }[]).find(
    (r) => r.message === message,
  );
}

describe("client report symbolication", () => {
  it("stores a crash's frames mapped to source, line, column and function, beside the raw stack", async () => {
    const agent = await loginAs(t.app, "agent1");
    const detail = [
      "Error: boom",
      `    at p (https://qc.example.com/assets/${CHUNK}:1:${THROW + 1})`,
      `p@https://qc.example.com/assets/${CHUNK}:1:${THROW + 1}`,
      "    at https://cdn.other.example/lib.js:1:2",
      "",
      "Component stack:",
      `    at p (https://qc.example.com/assets/${CHUNK}:1:${THROW + 1})`,
    ].join("\n");
    expect(
      (await post(agent, { kind: "crash", message: "mapped crash", detail, path: "/x" })).statusCode,
    ).toBe(200);
    const stored = await reportByMessage("mapped crash");
    expect(stored?.detail).toBe(detail);
    expect(stored?.detailMapped?.split("\n")).toEqual([
      "Error: boom",
      "    at Panel (src/client/Panel.tsx:11:3)",
      "    at Panel (src/client/Panel.tsx:11:3)",
      "    at https://cdn.other.example/lib.js:1:2",
      "",
      "Component stack:",
      "    at Panel (src/client/Panel.tsx:11:3)",
    ]);
  });

  it("stores hostile stacks as sent, never answering 5xx", async () => {
    const agent = await loginAs(t.app, "agent2");
    const hostile = {
      traversal:
        "    at p (https://x/assets/../../etc/passwd.js:1:15)\n    at p (https://x/assets/..%2fpasswd.js:1:15)",
      notOurs:
        "    at p (https://x/assets/passwd.js:1:15)\n    at p (https://x/assets/main-Ab12_cd.js.map:1:1)",
      huge: `    at p (https://x/assets/${CHUNK}:1:${THROW + 1})\n`
        .repeat(400)
        .slice(0, REPORT_TEXT_LIMITS.detail),
      garbage:
        "@@:1:1\n    at (((:::1:1\n at x:9999999999:1\n☃@https://x/assets/:1:1\n    at p (https://x/assets/:1:1)",
      pastTheEnd: `    at p (https://x/assets/${CHUNK}:1:5000)\n    at p (https://x/assets/${CHUNK}:7:1)`,
    };
    for (const [name, detail] of Object.entries(hostile)) {
      const res = await post(agent, { kind: "error", message: `hostile ${name}`, detail, path: "/" });
      expect(res.statusCode, name).toBe(200);
    }
    for (const name of ["traversal", "notOurs", "garbage", "pastTheEnd"]) {
      const stored = await reportByMessage(`hostile ${name}`);
      expect(stored?.detail, name).toBe(hostile[name as keyof typeof hostile]);
      expect(stored?.detailMapped, name).toBeNull();
    }
    // Bounded: the first 100 frames are mapped, the rest stay as sent.
    const huge = await reportByMessage("hostile huge");
    expect(huge?.detail).toBe(hostile.huge);
    const lines = huge?.detailMapped?.split("\n") ?? [];
    expect(lines.filter((l) => l.includes("src/client/Panel.tsx"))).toHaveLength(100);
    expect(lines.length).toBe(hostile.huge.split("\n").length);
    // Control characters and lone surrogates: refused by the text guard (400), never a 5xx.
    const control = await post(agent, {
      kind: "error",
      message: "control",
      detail: "\u0000@x:1:1\ud800",
      path: "/",
    });
    expect(control.statusCode).toBe(400);
    // Too long for the contract: refused with a 400, nothing stored.
    const tooLong = await post(agent, {
      kind: "error",
      message: "too long",
      detail: "x".repeat(REPORT_TEXT_LIMITS.detail + 1),
      path: "/",
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await reportByMessage("too long")).toBeUndefined();
  });

  it("never serves a source map, and answers 404 for a missing chunk", async () => {
    const get = (url: string) => t.app.inject({ method: "GET", url });
    expect((await get(`/assets/${CHUNK}`)).statusCode).toBe(200);
    for (const url of [
      `/assets/${CHUNK}.map`,
      `/assets/${CHUNK}%2Emap`,
      `/assets/${CHUNK}.MAP`,
      `/assets/${CHUNK}.map?v=1`,
      "/passwd.js.map",
      "/assets/missing-abc.js",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("mappings");
    }
    // Client routes still answer the app.
    const page = await get("/inspections");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>app</title>");
  });
});
