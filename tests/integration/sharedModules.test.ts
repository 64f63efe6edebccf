import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedTestFiles, needsIsolation } from "../support/sharedModules.ts";

/**
 * The integration tier runs with `isolate: false` (vitest.config.ts): the files of one worker share one
 * module registry, safe only while none changes what later files import or see. Spies are restored
 * after every test (`restoreMocks`). The same rule sorts the unit tier's files into its shared and
 * isolated projects.
 */
describe("test files share modules safely", () => {
  it("finds each use that needs isolation in a planted file", () => {
    for (const planted of [
      "// @vitest-environment jsdom",
      'vi.mock("../x.ts");',
      'vi.doMock("../x.ts");',
      'vi.stubEnv("TZ", "UTC");',
      'vi.stubGlobal("fetch", f);',
      "vi.useFakeTimers();",
      'process.env.TZ = "UTC";',
      'process.env["TZ"] = "UTC";',
      "delete process.env.TZ;",
      "globalThis.fetch = f;",
    ])
      expect(needsIsolation(planted), planted).toBe(true);
    for (const harmless of [
      'const a = process.env.TZ === "UTC";',
      "env: { ...process.env, DATA_DIR: dir }",
      'vi.spyOn(Number.prototype, "toFixed");',
      "globalThis.fetch === f",
    ])
      expect(needsIsolation(harmless), harmless).toBe(false);
  });

  it("no integration file needs isolation", () => {
    const offenders = isolatedTestFiles([import.meta.dirname])
      .map((f) => relative(import.meta.dirname, f))
      .filter((f) => f !== "sharedModules.test.ts");
    expect(offenders).toEqual([]);
  });
});
