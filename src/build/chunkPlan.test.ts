import { describe, expect, it } from "vitest";
import { type Chunk, type Group, groupsFor, modulesLoadedWith } from "./chunkPlan.ts";

const chunk = (fileName: string, moduleIds: string[], more: Partial<Chunk> = {}): Chunk => ({
  fileName,
  moduleIds,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  isDynamicEntry: false,
  ...more,
});
const nm = (pkg: string) => `/app/node_modules/${pkg}/index.js`;

/**
 * A planning build: the page's entry; the workspace page, which loads a dialog and a form shared
 * with the cages page, and lazily the canvas; the canvas, which loads a combobox (the cages page
 * uses it too) and the workstation code that the label page shares; the cages and label pages.
 * (Pixi, which the workstation code loads, is a group of higher priority in the build: not modelled.)
 */
const chunks = [
  chunk("main.js", ["/src/shell.tsx", nm("react")], {
    isEntry: true,
    dynamicImports: ["Page.js", "Cages.js"],
  }),
  chunk("Page.js", ["/src/Page.tsx", "/src/page/form.tsx"], {
    isDynamicEntry: true,
    imports: ["main.js", "Dialog.js", "shared.js"],
    dynamicImports: ["Canvas.js"],
  }),
  chunk("Dialog.js", [nm("dialog"), nm("tabster")], { imports: ["main.js"] }),
  chunk("shared.js", ["/src/domain/shared.ts"]),
  chunk("Canvas.js", ["/src/Canvas.tsx", "/src/canvas/picker.tsx"], {
    isDynamicEntry: true,
    imports: ["Dialog.js", "Combobox.js", "Workstation.js"],
  }),
  chunk("Combobox.js", [nm("combobox")]),
  chunk("Workstation.js", ["/src/canvas/Workstation.tsx"]),
  chunk("Cages.js", ["/src/Cages.tsx"], {
    isDynamicEntry: true,
    imports: ["Dialog.js", "shared.js", "Combobox.js"],
  }),
  chunk("Label.js", ["/src/Label.tsx"], { isDynamicEntry: true, imports: ["Workstation.js", "Card.js"] }),
  chunk("Card.js", [nm("card")]),
];

const plan = () =>
  groupsFor(chunks, [
    { name: "workstation", roots: ["/src/Canvas.tsx"], priority: 3 },
    { name: "workspace", roots: ["/src/Page.tsx"], priority: 4 },
  ]);
const membersOf = (name: string) => {
  const group = plan().find((g) => g.name === name);
  const ids = chunks.flatMap((c) => c.moduleIds);
  return ids.filter((id) => group?.test(id)).sort();
};

describe("the chunk plan", () => {
  it("finds what a root loads: its chunk and every chunk that loads statically, the entry excepted", () => {
    expect([...modulesLoadedWith(chunks, ["/src/Page.tsx"])].sort()).toEqual(
      ["/src/Page.tsx", "/src/domain/shared.ts", "/src/page/form.tsx", nm("dialog"), nm("tabster")].sort(),
    );
  });

  it("fails the build for a root no chunk holds (a moved or renamed file)", () => {
    expect(() => modulesLoadedWith(chunks, ["/src/Gone.tsx"])).toThrow(
      /no chunk is loaded by \/src\/Gone.tsx/,
    );
  });

  it("puts a part's libraries in its -libs chunk, even those another page uses", () => {
    expect(membersOf("workspace-libs")).toEqual([nm("dialog"), nm("tabster")].sort());
    // The workspace's part took the dialog first (higher priority); the canvas keeps the combobox.
    expect(membersOf("workstation-libs")).toEqual([nm("combobox")]);
  });

  it("puts in a part's own chunk only our modules that nothing else loads, so other pages never load them", () => {
    // The form is the workspace's alone; the shared domain module is the cages page's too.
    expect(membersOf("workspace")).toEqual(["/src/Page.tsx", "/src/page/form.tsx"]);
    // The picker is the canvas's alone; Workstation.tsx is the label page's too, and it loads Pixi: a
    // page using the combobox must not load Pixi through the canvas's chunk.
    expect(membersOf("workstation")).toEqual(["/src/Canvas.tsx", "/src/canvas/picker.tsx"]);
    expect(plan().some((g) => g.test("/src/canvas/Workstation.tsx"))).toBe(false);
  });

  it("leaves Pixi, the shell and other pages' modules to the bundler", () => {
    const groups = plan();
    for (const id of [
      nm("pixi.js"),
      "/src/shell.tsx",
      nm("react"),
      "/src/Cages.tsx",
      "/src/Label.tsx",
      nm("card"),
    ])
      expect(groups.some((g) => g.test(id))).toBe(false);
  });

  it("does not let a development page keep a module out of a part (release builds have none)", () => {
    // Without the label page the workstation code is the canvas's alone; a development page shares it.
    const withDevPage = [
      ...chunks.filter((c) => c.fileName !== "Label.js"),
      chunk("DevPage.js", ["/src/DevPage.tsx"], { isDynamicEntry: true, imports: ["Workstation.js"] }),
    ];
    const parts = [{ name: "workstation", roots: ["/src/Canvas.tsx"], priority: 3 }];
    const own = (groups: Group[]) => groups.find((g) => g.name === "workstation");
    expect(own(groupsFor(withDevPage, parts))?.test("/src/canvas/Workstation.tsx")).toBe(false);
    expect(own(groupsFor(withDevPage, parts, /DevPage\.tsx$/))?.test("/src/canvas/Workstation.tsx")).toBe(
      true,
    );
  });

  it("makes a part every page loads one chunk of all it loads", () => {
    const groups = groupsFor(chunks, [
      { name: "everywhere", roots: ["/src/Cages.tsx"], priority: 6, everywhere: true },
    ]);
    expect(groups.map((g) => g.name)).toEqual(["everywhere"]);
    for (const id of ["/src/Cages.tsx", "/src/domain/shared.ts", nm("dialog"), nm("combobox")])
      expect(groups[0]?.test(id)).toBe(true);
  });

  it("counts what a part loads later as its own: the canvas loaded by the workspace", () => {
    const onlyLazy = groupsFor(
      [
        ...chunks.slice(0, 4),
        chunk("Canvas.js", ["/src/Canvas.tsx", "/src/page/form.tsx"], { isDynamicEntry: true }),
      ],
      [{ name: "workspace", roots: ["/src/Page.tsx"], priority: 4 }],
    );
    expect(onlyLazy.find((g) => g.name === "workspace")?.test("/src/page/form.tsx")).toBe(true);
  });
});
