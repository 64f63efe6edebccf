import { Card, CardHeader, Field, Select, Subtitle2 } from "@fluentui/react-components";

type OptionItem = { name: string; description: string };

import type { QaData } from "../../../domain/failedTask.ts";
import { selectReason } from "../../../domain/failedTask.ts";
import { TEXTS } from "../../../domain/texts.ts";

/**
 * The action panel (product §4): picking a predefined accept or reject reason creates the messageData
 * entry {name: task name, data: reason, action: inspector}; the default option clears it.
 */
export function ActionPanel({
  taskName,
  accepts,
  rejects,
  qaData,
  onChange,
}: {
  taskName: string;
  accepts: readonly OptionItem[];
  rejects: readonly OptionItem[];
  qaData: QaData;
  onChange: (next: QaData) => void;
}) {
  const current = typeof qaData.messageData?.[0]?.data === "string" ? qaData.messageData[0].data : "";
  return (
    <Card aria-label={TEXTS.reasonLabel}>
      <CardHeader header={<Subtitle2 as="h2">{TEXTS.reasonLabel}</Subtitle2>} />
      <Field label={TEXTS.reasonLabel}>
        <Select
          value={current}
          onChange={(_, d) => onChange(selectReason(qaData, taskName, d.value === "" ? null : d.value))}
        >
          <option value="">{TEXTS.reasonNone}</option>
          {accepts.length > 0 ? (
            <optgroup label={TEXTS.acceptButtons}>
              {accepts.map((o) => (
                <option key={`a-${o.name}`} value={o.description}>
                  {o.description}
                </option>
              ))}
            </optgroup>
          ) : null}
          {rejects.length > 0 ? (
            <optgroup label={TEXTS.rejectButtons}>
              {rejects.map((o) => (
                <option key={`r-${o.name}`} value={o.description}>
                  {o.description}
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      </Field>
    </Card>
  );
}
