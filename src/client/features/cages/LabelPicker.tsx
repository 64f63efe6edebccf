import { Dropdown, Option, OptionGroup } from "@fluentui/react-components";
import type { LabelGroup } from "../../../domain/partNames.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { LABEL_OPTIONS, optionValue, parseOption } from "./labelState.ts";

/** The label of one part, from the part-name catalogue grouped PART … TIRE, then UNDEFINED. */
export function LabelPicker({
  part,
  value,
  disabled,
  onPick,
}: {
  part: string;
  value: { label: string; group: LabelGroup } | undefined;
  disabled: boolean;
  onPick: (pick: { label: string; group: LabelGroup } | null) => void;
}) {
  const selected = value ? optionValue(value.group, value.label) : "";
  return (
    <Dropdown
      size="small"
      // As wide as its column, not Fluent's 250 px minimum: the side panel's list must not cut it off.
      style={{ minWidth: 0, width: "100%" }}
      aria-label={TEXTS.labelPartPicker(part)}
      value={value ? value.label : TEXTS.labelUnlabelled}
      selectedOptions={[selected]}
      disabled={disabled}
      onOptionSelect={(_e, data) => onPick(parseOption(data.optionValue ?? ""))}
    >
      <Option value="">{TEXTS.labelUnlabelled}</Option>
      {LABEL_OPTIONS.map(({ group, names }) => (
        <OptionGroup key={group} label={group}>
          {names.map((name) => (
            <Option key={name} value={optionValue(group, name)} text={name}>
              {name}
            </Option>
          ))}
        </OptionGroup>
      ))}
    </Dropdown>
  );
}
