/**
 * The workspace's hot keys (product §2 "Hot keys"): the mark-mode commands of the workstation's one
 * command table (src/canvas/commands.ts). The start screen's help panel is generated from them, and
 * the workstation binds the same entries.
 */
import { type Command, commandsFor } from "../../../canvas/commands.ts";

export type { Command };

export const COMMANDS: readonly Command[] = commandsFor("mark");
