import { describe, expect, it } from "vitest";
import { linkify } from "./linkify.ts";

describe("linkify", () => {
  it("makes http(s):// and www. links clickable, keeps line breaks and trailing punctuation as text", () => {
    expect(linkify("See https://a.example/x?y=1.\nand www.b.example, ok")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://a.example/x?y=1", href: "https://a.example/x?y=1" },
      { kind: "text", text: ".\nand " },
      { kind: "link", text: "www.b.example", href: "https://www.b.example" },
      { kind: "text", text: ", ok" },
    ]);
  });
  it("leaves other schemes as text", () => {
    expect(linkify("javascript:alert(1) ftp://x")).toEqual([
      { kind: "text", text: "javascript:alert(1) ftp://x" },
    ]);
  });
});
