/**
 * Fluent's `webLightTheme` as a literal holding the variables the build uses (a Vite build plugin;
 * dev and unit tests compute the whole theme).
 *
 * The package computes the theme when the page starts, from every palette it has (shared colours ×
 * shades, greys, brand ramps, shadows built by functions), and FluentProvider writes all ~460 of its
 * keys as CSS variables, though the shipped styles read ~300. Here the module defining the theme
 * exports a literal instead: the values the installed package computes (so it cannot drift from
 * Fluent's on an upgrade), for the keys some chunk of this build reads as `var(--key)`, found in the
 * chunks' rendered modules when the chunk holding the theme is rendered. After writing, every
 * `var(--key)` in the written JavaScript and CSS is checked against the literal: a theme variable in
 * use but missing fails the build (no silently missing colour). If `tokens` itself ships (a module
 * reading it other than by name, see fluentTokensInline), every key is kept.
 */

import { existsSync } from "node:fs";
import { join } from "node:path";
import { webLightTheme } from "@fluentui/tokens";
import { RolldownMagicString } from "rolldown";
import type { Plugin } from "vite";

export const LIGHT_THEME_MODULE = "node_modules/@fluentui/tokens/lib/themes/web/lightTheme.js";
const TOKENS_MODULE = "node_modules/@fluentui/tokens/lib/tokens.js";
/** Replaced, in the rendered chunk, by the literal (the bundler leaves an unknown global alone). */
const PLACEHOLDER = "__FLUENT_LIGHT_THEME__";
const THEME: Record<string, string | number> = webLightTheme;

/** The theme's keys that `texts` read as `var(--key)`. */
export function usedThemeKeys(texts: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const text of texts) {
    for (const [, name] of text.matchAll(/var\(\s*--([A-Za-z0-9]+)/g)) {
      if (name !== undefined && Object.hasOwn(THEME, name)) used.add(name);
    }
  }
  return used;
}

/** The theme object's source text with only `keys` (in the theme's own order). */
export function themeLiteral(keys: Set<string>): string {
  return `{${Object.keys(THEME)
    .filter((key) => keys.has(key))
    .map((key) => `${key}:${JSON.stringify(THEME[key])}`)
    .join(",")}}`;
}

export function fluentThemeLiteral(root: string): Plugin {
  const file = join(root, LIGHT_THEME_MODULE);
  if (!existsSync(file)) throw new Error(`fluentThemeLiteral: @fluentui/tokens has no ${LIGHT_THEME_MODULE}`);
  const tokensFile = join(root, TOKENS_MODULE);
  let kept: Set<string> | null = null;
  return {
    name: "fluent-theme-literal",
    apply: "build",
    load(id) {
      return id === file ? `export const webLightTheme = ${PLACEHOLDER};` : null;
    },
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.moduleIds.includes(file)) return null;
      const modules = Object.values(meta.chunks).flatMap((c) => Object.entries(c.modules));
      kept = modules.some(([id]) => id === tokensFile)
        ? new Set(Object.keys(THEME))
        : usedThemeKeys(modules.map(([, m]) => m.code ?? ""));
      const at = code.indexOf(PLACEHOLDER);
      if (at < 0 || code.indexOf(PLACEHOLDER, at + 1) >= 0)
        throw new Error(`fluentThemeLiteral: ${chunk.fileName} should hold ${PLACEHOLDER} once`);
      return new RolldownMagicString(code).overwrite(at, at + PLACEHOLDER.length, themeLiteral(kept));
    },
    generateBundle(_options, bundle) {
      const written = Object.values(bundle).map((item) =>
        item.type === "chunk" ? item.code : typeof item.source === "string" ? item.source : "",
      );
      if (kept === null) {
        if (usedThemeKeys(written).size > 0)
          throw new Error("fluentThemeLiteral: the theme was not rendered");
        return;
      }
      const missing = [...usedThemeKeys(written)].filter((key) => !kept?.has(key));
      if (missing.length > 0)
        throw new Error(
          `fluentThemeLiteral: the theme lacks variables the build uses: ${missing.join(", ")}`,
        );
    },
  };
}
