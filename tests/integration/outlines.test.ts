import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TYPES, OUTLINE_VIEWS } from "../../src/domain/bodyTypes.ts";
import { parseCage } from "../../workers/cage-parse/parseCage.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("body-type outlines at /outlines/ (public, read-only)", () => {
  it("serves every body type's PNG and SVG without authentication", async () => {
    for (const b of BODY_TYPES) {
      for (const view of OUTLINE_VIEWS) {
        const png = await t.app.inject({ method: "GET", url: `/outlines/${b.slug}/${view}.png` });
        expect(png.statusCode, `${b.slug} ${view}`).toBe(200);
        expect(png.headers["content-type"]).toBe("image/png");
        expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
        const svg = await t.app.inject({ method: "GET", url: `/outlines/${b.slug}/${view}.svg` });
        expect(svg.headers["content-type"]).toBe("image/svg+xml");
        expect(svg.headers["x-content-type-options"]).toBe("nosniff");
        expect(parseCage(svg.body).parts.filter((p) => p.hittable).length).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it("lists them in index.json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/outlines/index.json" });
    const index = res.json() as { bodyTypes: { slug: string; views: Record<string, { png: string }> }[] };
    expect(index.bodyTypes.map((b) => b.slug)).toEqual(BODY_TYPES.map((b) => b.slug));
    expect(index.bodyTypes[0]!.views.front!.png).toBe("2dr/front.png");
  });

  it("answers 404 for a missing file and refuses traversal, listing and writes", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/outlines/bus/front.png" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/json/);
    for (const url of [
      "/outlines/%2e%2e/%2e%2e/package.json",
      "/outlines/..%2f..%2fpackage.json",
      "/outlines/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('"dependencies"');
    }
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/outlines/suv/front.png", payload: "x" });
      expect(res.statusCode, method).toBe(404);
    }
  });
});
