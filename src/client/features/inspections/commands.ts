/**
 * The workspace's hot keys (spec §2 "Hot keys"): one table of commands. The start screen's help panel
 * is generated from it; the imaging workstation binds the same entries.
 */
export interface Command {
  id: string;
  /** The keys as the help panel shows them and as KeyboardEvent.key values where a single key. */
  keys: readonly string[];
  description: string;
}

export const COMMANDS: readonly Command[] = [
  { id: "changeImage", keys: ["F"], description: "change image webp/super" },
  { id: "zoom", keys: ["W"], description: "zoom image (scale 4 while held)" },
  { id: "showCage", keys: ["R"], description: "show cage" },
  { id: "rotate", keys: ["rotate key", "Space"], description: "rotate image 90 degrees" },
  { id: "supportImage", keys: ["1..n"], description: "show the nth support image" },
  { id: "toggleCage", keys: ["Q"], description: "on/off cage (toggle svg)" },
  { id: "reloadCage", keys: ["T"], description: "change cage / reload" },
  { id: "fullSupport", keys: ["S"], description: "show full support image" },
  { id: "deleteDamages", keys: ["X"], description: "delete (hovered) damages" },
  { id: "sameInspect", keys: ["C"], description: "show same inspect" },
  { id: "materialBar", keys: ["Tab"], description: "show the material bar" },
  {
    id: "material",
    keys: ["p", "o", "i", "u", "y", "j", "k", "l"],
    description: "material selection",
  },
];
