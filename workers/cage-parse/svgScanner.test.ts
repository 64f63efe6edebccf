import { describe, expect, it } from "vitest";
import { decodeEntities, parseAttributes, scanTags } from "./svgScanner";

type Event = ["open", string, Record<string, string>, boolean] | ["close", string];

function scan(text: string): Event[] {
  const events: Event[] = [];
  scanTags(text, {
    open: (name, attributes, selfClosing) =>
      events.push(["open", name, Object.fromEntries(attributes), selfClosing]),
    close: (name) => events.push(["close", name]),
  });
  return events;
}

describe("scanTags", () => {
  it("reports start, self-closing and end tags with attributes", () => {
    expect(scan('<svg viewBox="0 0 10 10"><g id=a><path d="M0 0"/></g></svg>')).toEqual([
      ["open", "svg", { viewbox: "0 0 10 10" }, false],
      ["open", "g", { id: "a" }, false],
      ["open", "path", { d: "M0 0" }, true],
      ["close", "g"],
      ["close", "svg"],
    ]);
  });

  it("hands over the text of SVG's <title>, not of metadata's <dc:title>, and goes on after both", () => {
    const texts: string[] = [];
    const names: string[] = [];
    scanTags(
      "<svg><metadata><dc:title>Computer</dc:title></metadata><g><title>Hood <b></title></g><rect/></svg>",
      {
        open: (name) => names.push(name),
        close: () => {},
        text: (name, content) => texts.push(`${name}:${content}`),
      },
    );
    expect(texts).toEqual(["title:Hood <b>"]);
    expect(names).toEqual(["svg", "metadata", "title", "g", "title", "rect"]);
  });

  it("skips the prolog, doctype with internal subset, comments, CDATA and processing instructions", () => {
    const text = `<?xml version="1.0"?>
      <!DOCTYPE svg [ <!ENTITY x "<path d='M9 9'/>"> ]>
      <!-- <path id="commented"/> -->
      <svg><![CDATA[ <path id="cdata"/> ]]><?pi <path id="pi"/> ?><rect id="r"/></svg>`;
    expect(scan(text).map((e) => (e[0] === "open" ? `${e[1]}#${e[2].id ?? ""}` : `/${e[1]}`))).toEqual([
      "svg#",
      "rect#r",
      "/svg",
    ]);
  });

  it("does not end a tag at a > inside a quoted value, single or double", () => {
    const [open] = scan(`<path data-name="a > b" data-group='x>y' d="M0 0"/>`);
    expect(open).toEqual(["open", "path", { "data-name": "a > b", "data-group": "x>y", d: "M0 0" }, true]);
  });

  it("skips the raw text of <style> and <script>", () => {
    const text =
      "<svg><style>path { x: '<path id=\"no\"/>' }</style><SCRIPT>if (a<b) {}</SCRIPT><path id='yes'/></svg>";
    expect(scan(text).filter((e) => e[0] === "open" && e[1] === "path")).toEqual([
      ["open", "path", { id: "yes" }, true],
    ]);
  });

  it("strips namespace prefixes from element names and lower-cases names", () => {
    expect(scan('<svg:Path xlink:href="#a" viewBox="1"/>')).toEqual([
      ["open", "path", { "xlink:href": "#a", viewbox: "1" }, true],
    ]);
  });

  it("never throws on broken input", () => {
    for (const text of [
      "<",
      "<svg",
      '<path d="M0 0',
      "<!--",
      "<![CDATA[",
      "<!DOCTYPE [",
      "</",
      "a < b",
      "<style>x",
    ]) {
      expect(() => scan(text)).not.toThrow();
    }
    expect(scan("a < b <rect/>")).toEqual([["open", "rect", {}, true]]);
  });
});

describe("attributes", () => {
  it("decodes entities", () => {
    expect(decodeEntities("Door &amp; frame &lt;L&gt; &#65;&#x42; &quot;q&quot; &apos;")).toBe(
      'Door & frame <L> AB "q" \'',
    );
    expect(decodeEntities("&unknown; &#xZZ;")).toBe("&unknown; &#xZZ;");
  });

  it("keeps the first of duplicate attributes and accepts valueless ones", () => {
    expect(Object.fromEntries(parseAttributes(' id="a" id="b" hidden data-x = "1"'))).toEqual({
      id: "a",
      hidden: "",
      "data-x": "1",
    });
  });
});
