import { describe, expect, it } from "vitest";
import { groupsFor, modulesLoadedWith } from "./chunksLoadedTogether.ts";

/** A planning build's chunks: the page's entry, a page and the parts it loads, and another page. */
const chunks = [
  {
    fileName: "main.js",
    imports: [],
    isEntry: true,
    moduleIds: ["/shell.tsx"],
  },
  {
    fileName: "Page.js",
    imports: ["main.js", "Button.js", "Dialog.js"],
    isEntry: false,
    moduleIds: ["/Page.tsx", "/page/form.tsx"],
  },
  {
    fileName: "Button.js",
    imports: ["main.js"],
    isEntry: false,
    moduleIds: ["/button.js"],
  },
  {
    fileName: "Dialog.js",
    imports: ["Button.js"],
    isEntry: false,
    moduleIds: ["/dialog.js"],
  },
  {
    fileName: "Canvas.js",
    imports: ["Dialog.js", "Combobox.js"],
    isEntry: false,
    moduleIds: ["/Canvas.tsx"],
  },
  { fileName: "Combobox.js", imports: [], isEntry: false, moduleIds: ["/combobox.js"] },
  {
    fileName: "Other.js",
    imports: ["Card.js"],
    isEntry: false,
    moduleIds: ["/Other.tsx"],
  },
  { fileName: "Card.js", imports: [], isEntry: false, moduleIds: ["/card.js"] },
];

describe("the modules a part loads together", () => {
  it("are those of its chunk and every chunk it loads statically, the page's entry excepted", () => {
    expect([...modulesLoadedWith(chunks, "/Page.tsx")].sort()).toEqual([
      "/Page.tsx",
      "/button.js",
      "/dialog.js",
      "/page/form.tsx",
    ]);
  });

  it("start from the chunk holding the root, also where the root is not its facade", () => {
    expect([...modulesLoadedWith(chunks, "/page/form.tsx")]).toContain("/dialog.js");
  });

  it("fail the build when no chunk is loaded by the part's root (a moved or renamed file)", () => {
    expect(() => modulesLoadedWith(chunks, "/Gone.tsx")).toThrow(/no chunk is loaded by \/Gone.tsx/);
  });

  it("are those of all its roots together", () => {
    const [both] = groupsFor(chunks, [{ name: "both", roots: ["/Page.tsx", "/Other.tsx"], priority: 1 }]);
    expect(["/dialog.js", "/card.js", "/Other.tsx"].every((id) => both?.test(id))).toBe(true);
  });

  it("go to one group each: the part of higher priority keeps what two parts share", () => {
    const [page, canvas] = groupsFor(chunks, [
      { name: "workstation", roots: ["/Canvas.tsx"], priority: 3 },
      { name: "workspace", roots: ["/Page.tsx"], priority: 4 },
    ]);
    expect(page?.name).toBe("workspace");
    expect(canvas?.name).toBe("workstation");
    expect(page?.test("/dialog.js")).toBe(true);
    expect(canvas?.test("/dialog.js")).toBe(false);
    expect(canvas?.test("/combobox.js")).toBe(true);
    expect(canvas?.test("/Canvas.tsx")).toBe(true);
    // Another page's modules and the shell stay out of both.
    for (const id of ["/card.js", "/Other.tsx", "/shell.tsx"]) {
      expect(page?.test(id)).toBe(false);
      expect(canvas?.test(id)).toBe(false);
    }
  });
});
