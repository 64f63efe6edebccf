import { Subtitle2 } from "@fluentui/react-components";
import { DECISION_KEY_HELP } from "../../../domain/decisionKeys.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { usePlainTableStyles } from "../../ui/plainTable.ts";
import { COMMANDS } from "./commands.ts";

/** The rows: the workstation's hot keys (its command table), then the task's decision keys (issue 21). */
const ROWS: readonly { id: string; keys: readonly string[]; description: string }[] = [
  ...COMMANDS,
  ...DECISION_KEY_HELP,
];

/** The hot-key help (product §2), generated from the command table and the decision keys. */
export function HotKeysPanel() {
  const t = usePlainTableStyles();
  return (
    <section aria-labelledby="hotkeys-title">
      <Subtitle2 as="h2" id="hotkeys-title">
        {TEXTS.hotKeys}
      </Subtitle2>
      <table className={t.table} aria-labelledby="hotkeys-title">
        <thead>
          <tr className={t.row}>
            <th className={t.cell}>{TEXTS.hotKeyColumn}</th>
            <th className={t.cell}>{TEXTS.hotKeyEffectColumn}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((command) => (
            <tr key={command.id} className={t.row}>
              <td className={t.cell}>
                {command.keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? ", " : ""}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </td>
              <td className={t.cell}>{command.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
