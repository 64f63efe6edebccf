import { webLightTheme } from "@fluentui/tokens";
import { describe, expect, it } from "vitest";
import { fluentThemeLiteral, LIGHT_THEME_MODULE, themeLiteral, usedThemeKeys } from "./fluentThemeLiteral.ts";

const ROOT = process.cwd();
const FILE = `${ROOT}/${LIGHT_THEME_MODULE}`;

/** The plugin's hooks as plain functions (it sets them as functions, and uses no plugin context). */
interface Hooks {
  load(id: string): string;
  renderChunk(code: string, chunk: object, options: object, meta: object): { toString(): string };
  generateBundle(options: object, bundle: object): void;
}
const hooks = () => fluentThemeLiteral(ROOT) as unknown as Hooks;

/** The plugin's hooks called as the bundler would: the theme's chunk rendered, then the bundle written. */
function build(chunks: Record<string, string[]>, written: string[]): string {
  const plugin = hooks();
  const loaded = plugin.load(FILE);
  const meta = {
    chunks: Object.fromEntries(
      Object.entries(chunks).map(([name, codes]) => [
        name,
        { modules: Object.fromEntries(codes.map((code, i) => [`${name}/${i}`, { code }])) },
      ]),
    ),
  };
  const code = plugin.renderChunk(loaded, { moduleIds: [FILE], fileName: "main.js" }, {}, meta).toString();
  const bundle = Object.fromEntries(written.map((text, i) => [`f${i}`, { type: "asset", source: text }]));
  plugin.generateBundle({}, { ...bundle, main: { type: "chunk", code } });
  return code;
}

describe("fluentThemeLiteral", () => {
  it("finds the theme's keys read as var(--key), with or without a fallback", () => {
    const used = usedThemeKeys([
      "a{color:var(--colorNeutralForeground1)}",
      "`var( --strokeWidthThin, 1px)`",
      "var(--fui-Slider--size) var(--colorNotInTheTheme)",
    ]);
    expect([...used].sort()).toEqual(["colorNeutralForeground1", "strokeWidthThin"]);
  });

  it("writes the package's values for the kept keys", () => {
    const keys = new Set(["colorBrandBackground", "fontWeightSemibold", "shadow4"]);
    const object = new Function(`return ${themeLiteral(keys)};`)();
    expect(object).toEqual({
      colorBrandBackground: webLightTheme.colorBrandBackground,
      fontWeightSemibold: webLightTheme.fontWeightSemibold,
      shadow4: webLightTheme.shadow4,
    });
  });

  it("exports, from the theme's module, only what the build's chunks read", () => {
    const code = build(
      { main: ["x(`var(--colorNeutralForeground1)`)"], lazy: ["y(`var(--borderRadiusMedium)`)"] },
      ["a{border-radius:var(--borderRadiusMedium)}"],
    );
    const theme = new Function(`${code.replace("export const", "const")}; return webLightTheme;`)();
    expect(theme).toEqual({
      borderRadiusMedium: webLightTheme.borderRadiusMedium,
      colorNeutralForeground1: webLightTheme.colorNeutralForeground1,
    });
  });

  it("fails the build when written code reads a theme variable the literal lacks", () => {
    expect(() =>
      build({ main: ["x(`var(--colorNeutralForeground1)`)"] }, ["a{color:var(--colorBrandStroke1)}"]),
    ).toThrow(/lacks variables the build uses: colorBrandStroke1/);
  });

  it("keeps every key when the tokens object itself ships", () => {
    const code = build({ main: [""] }, []);
    expect(code).not.toContain("colorBrandStroke1");
    const plugin = hooks();
    const tokensModule = `${ROOT}/node_modules/@fluentui/tokens/lib/tokens.js`;
    const all = plugin.renderChunk(
      plugin.load(FILE),
      { moduleIds: [FILE], fileName: "main.js" },
      {},
      { chunks: { main: { modules: { [tokensModule]: { code: "" } } } } },
    );
    expect(Object.keys(new Function(`return ${String(all).split(" = ")[1]}`)())).toHaveLength(
      Object.keys(webLightTheme).length,
    );
  });
});
