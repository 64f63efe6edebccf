/**
 * Issue 25: the client calls the API through the contract's own call definitions, so no client or
 * canvas module writes an API URL. Method and URL come from src/contract/routes.ts by call id
 * (api/call.ts `endpoint`); a URL written anywhere else is listed here with its place.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../contract/routes.ts";
import { strategyFor } from "./sw/cachePolicy.ts";
import { findApiLiterals } from "./testing/apiLiterals.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * The service worker is a classic script built whole (vite.config.ts): importing API_PREFIX from the
 * contract would make it import the app's shell chunk, which a classic worker cannot. It spells the
 * prefix to bypass it, and the last test below proves every route of the table is bypassed.
 */
const SPELLS_THE_PREFIX = new Set(["src/client/sw/cachePolicy.ts"]);

/** The modules that ship: tests, test kits and fixtures stub the wire and may spell it. */
const modules = ["src/client", "src/canvas"]
  .flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" }).map((f) =>
      relative(ROOT, join(ROOT, dir, f)).replaceAll("\\", "/"),
    ),
  )
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|TestKit\.tsx$|[Ff]ixtures\.ts$|\/testing\//.test(f))
  .sort();

describe("client code writes no API URL", () => {
  it("scans the client's and the canvas's modules", () => {
    expect(modules.length).toBeGreaterThan(100);
    expect(modules).toContain("src/client/api/endpoints.ts");
    expect(modules).toContain("src/client/features/cages/cageApi.ts");
    expect(modules.some((f) => f.startsWith("src/canvas/"))).toBe(true);
  });

  it("no module has an /api string, template or pattern", () => {
    const literals = modules
      .filter((f) => !SPELLS_THE_PREFIX.has(f))
      .flatMap((file) =>
        findApiLiterals(readFileSync(join(ROOT, file), "utf8"), file).map(
          (l) => `${file}:${l.line} ${JSON.stringify(l.text)}`,
        ),
      );
    expect(literals).toEqual([]);
  });

  it("the service worker never caches a route of the table", () => {
    const origin = "https://qc.example.com";
    for (const { url } of Object.values(ROUTES)) {
      const path = url.replace(/:(\w+)/g, "x");
      expect(strategyFor(new URL(path, origin), "GET", origin, "navigate"), path).toBe("bypass");
    }
  });
});
