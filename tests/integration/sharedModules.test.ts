import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The integration tier runs with `isolate: false` (vitest.config.ts): the files of one worker share one
 * module registry. That is safe only while no file changes what later files import: module mocks,
 * stubbed globals or environment, assignments to process.env. Spies are restored after every test
 * (`restoreMocks`). This check fails when a file starts doing any of those.
 */
const FORBIDDEN: readonly [RegExp, string][] = [
  [/\bvi\.(do)?mock\(/, "vi.mock / vi.doMock"],
  [/\bvi\.stub(Env|Global)\(/, "vi.stubEnv / vi.stubGlobal"],
  [/\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/, "an assignment to process.env"],
  [/\bdelete\s+process\.env/, "delete process.env"],
  [/\bObject\.assign\(\s*process\.env/, "Object.assign(process.env, …)"],
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

function sharedStateUses(source: string): string[] {
  return FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(([, name]) => name);
}

describe("integration files share modules safely", () => {
  it("finds each forbidden use in a planted file", () => {
    expect(sharedStateUses('vi.mock("../x.ts");')).toEqual(["vi.mock / vi.doMock"]);
    expect(sharedStateUses('vi.stubEnv("TZ", "UTC");')).toEqual(["vi.stubEnv / vi.stubGlobal"]);
    expect(sharedStateUses('process.env.TZ = "UTC";')).toEqual(["an assignment to process.env"]);
    expect(sharedStateUses('process.env["TZ"] = "UTC";')).toEqual(["an assignment to process.env"]);
    expect(sharedStateUses("delete process.env.TZ;")).toEqual(["delete process.env"]);
    expect(sharedStateUses("Object.assign(process.env, env);")).toEqual(["Object.assign(process.env, …)"]);
    expect(sharedStateUses('const a = process.env.TZ === "UTC";')).toEqual([]);
    expect(sharedStateUses("env: { ...process.env, DATA_DIR: dir }")).toEqual([]);
  });

  it("no integration file mocks modules, stubs globals or changes process.env", () => {
    const dir = join(import.meta.dirname);
    const offenders = filesUnder(dir)
      .filter((f) => !f.endsWith("sharedModules.test.ts"))
      .flatMap((f) => sharedStateUses(readFileSync(f, "utf8")).map((use) => `${relative(dir, f)}: ${use}`));
    expect(offenders).toEqual([]);
  });
});
