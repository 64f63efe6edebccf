/**
 * The house rule: a text a person reads comes from the catalogue (src/domain/texts), never from a
 * literal in a component. Every client module is scanned (literalTexts.ts: JSX, and the alert banner's
 * calls in .ts modules too) and each literal text it shows is listed with its place, so the test names
 * what to move.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findLiteralTexts } from "./testing/literalTexts.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const CLIENT = join(ROOT, "src", "client");

/** Development pages (only in a build made with VITE_DEV_PAGES=1, never in a release) and test kits. */
const NOT_SHOWN = new Set([
  "src/client/DevPages.tsx",
  "src/client/ops/DevCrashPage.tsx",
  "src/client/features/inspections/workstation/DevWorkstationPage.tsx",
  "src/client/features/inspections/workstation/WorkstationBench.tsx",
  "src/client/ops/devCrash.ts",
]);

const components = readdirSync(CLIENT, { recursive: true, encoding: "utf8" })
  .map((f) => relative(ROOT, join(CLIENT, f)).replaceAll("\\", "/"))
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|TestKit\.tsx$|[Ff]ixtures\.ts$|\/testing\//.test(f))
  .filter((f) => !NOT_SHOWN.has(f))
  .sort();

describe("client texts come from the catalogue", () => {
  it("scans the client's components", () => {
    expect(components.length).toBeGreaterThan(100);
    expect(components).toContain("src/client/features/inspectionView/InspectionViewPage.tsx");
    expect(components).toContain("src/client/api/http.ts");
  });

  it("no component shows a literal text", () => {
    const literals = components.flatMap((file) =>
      findLiteralTexts(readFileSync(join(ROOT, file), "utf8"), file).map(
        (t) => `${file}:${t.line} ${t.where} ${JSON.stringify(t.text)}`,
      ),
    );
    expect(literals).toEqual([]);
  });
});
