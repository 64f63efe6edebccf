import { describe, expect, it } from "vitest";
import { checkUpload } from "./checkFile.ts";
import { SvgError, sanitiseSvgWithNotes, svgPartIds } from "./sanitiseSvg.ts";

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe("sanitising a drawing tool's SVG (issue 22)", () => {
  it("keeps the vetted presentation CSS of <style> and style attributes", () => {
    const { svg } = sanitiseSvgWithNotes(`<?xml version="1.0"?>
      <!-- Generator: Adobe Illustrator -->
      <svg ${NS} viewBox="0 0 10 10"><defs><style>.cls-1{fill:#fff;fill-rule:evenodd}path.cls-2,#a{stroke:url(#g)}</style></defs>
      <path class="cls-1" style="fill-rule:evenodd;opacity:0.5" d="M0 0H5V5Z"/></svg>`);
    expect(svg).toContain(
      "<style>.cls-1{fill:#fff;fill-rule:evenodd}\npath.cls-2,#a{stroke:url(#g)}</style>",
    );
    expect(svg).toContain('style="fill-rule:evenodd;opacity:0.5"');
  });

  it("keeps what a drawing tool calls a part: inkscape:label (under its own prefix) and <title>", () => {
    const { svg } = sanitiseSvgWithNotes(
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10">
      <g id="g1" inkscape:label="Door FR L"><title>front left door</title><path d="M0 0H5V5Z"/></g></svg>`,
    );
    expect(svg).toContain('inkscape:label="Door FR L"');
    expect(svg).toContain("<title>front left door</title>");
  });

  it("removes what can fetch or run, in CSS too, and says what it removed", () => {
    const { svg, notes } = sanitiseSvgWithNotes(`<svg ${NS} viewBox="0 0 10 10"><style>
        @import url(http://evil/x.css); .a{fill:url(http://evil/p.svg#x)} .b{behavior:url(x.htc)}
        .c{fill:expression(alert(1))} div > p{fill:red} .d{fill:red}</style>
      <path class="a" style="fill:url(https://evil/#x);stroke:red" onclick="alert(1)" d="M0 0H5V5Z"/>
      <script>alert(1)</script><foreignObject><div/></foreignObject><use href="http://evil/#x"/></svg>`);
    expect(svg).not.toMatch(/evil|expression|behavior|@import|onclick|script|foreignObject/i);
    expect(svg).toContain("<style>.d{fill:red}</style>");
    expect(svg).toContain('style="stroke:red"');
    expect(notes).toEqual(
      expect.arrayContaining([
        "<style>: CSS @import removed",
        '<style>: CSS value of "fill" removed',
        '<style>: CSS property "behavior" removed',
        '<style>: CSS selector "div > p" removed',
      ]),
    );
  });

  it("expands a doctype's plain internal entities and refuses external ones", () => {
    const { svg } = sanitiseSvgWithNotes(`<!DOCTYPE svg [<!ENTITY ns_svg "http://www.w3.org/2000/svg">]>
      <svg xmlns="&ns_svg;" viewBox="0 0 10 10"><rect width="5" height="5"/></svg>`);
    expect(svg).toContain('<rect width="5" height="5"/>');
    expect(() =>
      sanitiseSvgWithNotes(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}>&x;</svg>`),
    ).toThrow(SvgError);
    expect(() => sanitiseSvgWithNotes(`<!DOCTYPE svg [<!ENTITY a "&b;&b;">]><svg ${NS}>&a;</svg>`)).toThrow(
      SvgError,
    );
  });

  it("keeps <use> of the same drawing; the label ids are the parser's, generated ones included", () => {
    const { svg } = sanitiseSvgWithNotes(
      `<svg ${NS} viewBox="0 0 10 10"><path id="w" d="M0 0H1V1Z"/><use xlink:href="#w" x="5"/><rect width="2" height="2"/></svg>`,
    );
    expect(svg).toContain('<use xlink:href="#w" x="5"/>');
    const ids = Array.from(svgPartIds(svg));
    expect(ids[0]).toBe("w");
    expect(ids.slice(1).every((id) => id.startsWith("shape-"))).toBe(true);
  });

  it("decodes an ISO-8859-1 upload by its declaration and reports the parts it stored", async () => {
    const text = `<?xml version="1.0" encoding="ISO-8859-1"?><svg ${NS} viewBox="0 0 10 10"><title>Tür</title><g id="door" data-name="Door"><rect width="2" height="2"/><rect x="3" width="2" height="2"/></g><rect x="6" width="2" height="2"/></svg>`;
    const checked = await checkUpload("cageFile", Buffer.from(text, "latin1"));
    expect(checked.bytes.toString("utf8")).toContain("<title>Tür</title>");
    expect(checked.report).toEqual({ parts: 2, named: 1, idsGenerated: 1, warnings: [] });
  });
});
