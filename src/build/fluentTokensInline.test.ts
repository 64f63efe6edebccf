import { tokens } from "@fluentui/tokens";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { inlineTokens } from "./fluentTokensInline.ts";

const inline = (code: string) => inlineTokens(code, parseSync("m.js", code).program)?.code.toString() ?? null;

describe("fluentTokensInline", () => {
  it("replaces the imported binding's reads by their var() strings", () => {
    const out = inline(
      `import { makeStyles, tokens } from "@fluentui/react-components";\n` +
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
        "const s = makeStyles({ root: { color: tokens.colorNeutralForeground1, padding: `${tokens.spacingHorizontalS} 0` } });",
    );
    expect(out).toContain(`color: "var(--colorNeutralForeground1)"`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the same, transformed
    expect(out).toContain('padding: `${"var(--spacingHorizontalS)"} 0`');
    expect(out).not.toMatch(/tokens\./);
  });

  it("follows an alias and Fluent's own imports (react-theme, the tokens package's modules)", () => {
    expect(inline(`import { tokens as t } from "@fluentui/react-theme";\nx(t.strokeWidthThin);`)).toContain(
      `x("${tokens.strokeWidthThin}")`,
    );
    expect(inline(`import { tokens } from "../tokens.js";\nx(tokens.fontFamilyBase);`)).toContain(
      `x("var(--fontFamilyBase)")`,
    );
  });

  it("leaves other bindings named tokens, and computed reads, as they are", () => {
    expect(inline(`const tokens = p.split("-");\nx(tokens.length);`)).toBeNull();
    expect(inline(`import { tokens } from "./lexer.js";\nx(tokens.colorNeutralForeground1);`)).toBeNull();
    const out = inline(
      `import { tokens } from "@fluentui/react-components";\nx(tokens[k], tokens.colorBrandBackground);`,
    );
    expect(out).toContain(`x(tokens[k], "var(--colorBrandBackground)")`);
  });

  it("refuses a name the tokens object does not have (no silently missing style)", () => {
    expect(() =>
      inline(`import { tokens } from "@fluentui/react-components";\nx(tokens.colorNotAToken);`),
    ).toThrow(/tokens has no colorNotAToken/);
  });
});
