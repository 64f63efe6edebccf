import {
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";
import { COMMANDS } from "./commands.ts";

/** The hot-key help (spec §2), generated from the command table. */
export function HotKeysPanel() {
  return (
    <section aria-labelledby="hotkeys-title">
      <Subtitle2 as="h2" id="hotkeys-title">
        {TEXTS.hotKeys}
      </Subtitle2>
      <Table size="small" aria-labelledby="hotkeys-title">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{TEXTS.hotKeyColumn}</TableHeaderCell>
            <TableHeaderCell>{TEXTS.hotKeyEffectColumn}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {COMMANDS.map((command) => (
            <TableRow key={command.id}>
              <TableCell>
                {command.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? ", " : ""}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </TableCell>
              <TableCell>{command.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
