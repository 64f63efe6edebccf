import { Dropdown, Field, Input, Option } from "@fluentui/react-components";
import { BODY_TYPES } from "../../../domain/bodyTypes.ts";
import { CAGE_TEXT_MAX, type CageInfo, type CageInfoField } from "../../../domain/cageInfo.ts";
import { CAGE_GROUPS } from "../../../domain/cageStatus.ts";
import { TEXTS } from "../../../domain/texts.ts";

const TEXT_FIELDS: [CageInfoField & ("make" | "model" | "trim" | "code"), string][] = [
  ["make", TEXTS.cageColMake],
  ["model", TEXTS.cageColModel],
  ["trim", TEXTS.cageColTrim],
  ["code", TEXTS.cageColCode],
];

/** The form's values: the year as typed (checked as a number on submit). */
export type CageInfoDraft = Omit<CageInfo, "year"> & { yearText: string };

/** The field whose check a form value answers to (its message clears when the value changes). */
export const checkedField = (key: keyof CageInfoDraft): CageInfoField => (key === "yearText" ? "year" : key);

/** The year as typed → the number the rules check (NaN when it is not digits, which they refuse). */
export const typedYear = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The information fields of a cage (make, model, year, body type, group, trim, code), each with the
 * message the domain's check gave it: the Information form and the create dialog alike.
 */
export function CageInfoFields({
  info,
  errors,
  required,
  onChange,
}: {
  info: CageInfoDraft;
  errors: Partial<Record<CageInfoField, string>>;
  /** Fields marked required (the create dialog also requires group and body type). */
  required: readonly CageInfoField[];
  onChange: (field: keyof CageInfoDraft, value: string) => void;
}) {
  const error = (field: CageInfoField) => ({
    required: required.includes(field),
    ...(errors[field] ? { validationState: "error" as const, validationMessage: errors[field] } : {}),
  });
  const text = (field: (typeof TEXT_FIELDS)[number][0], label: string) => (
    <Field key={field} label={label} {...error(field)}>
      <Input value={info[field]} maxLength={CAGE_TEXT_MAX} onChange={(_e, d) => onChange(field, d.value)} />
    </Field>
  );
  // The order a cage is named in: make, model, year, body type; then group, trim and code.
  return (
    <>
      {TEXT_FIELDS.slice(0, 2).map(([field, label]) => text(field, label))}
      <Field label={TEXTS.cageColYear} {...error("year")}>
        <Input
          inputMode="numeric"
          value={info.yearText}
          maxLength={4}
          onChange={(_e, d) => onChange("yearText", d.value)}
        />
      </Field>
      <Field label={TEXTS.cageColBody} {...error("bodyType")}>
        <Dropdown
          value={info.bodyType}
          selectedOptions={info.bodyType ? [info.bodyType] : []}
          onOptionSelect={(_e, d) => onChange("bodyType", d.optionValue ?? info.bodyType)}
        >
          {BODY_TYPES.map((b) => (
            <Option key={b.name} value={b.name}>
              {b.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={TEXTS.cageColType} {...error("group")}>
        <Dropdown
          value={info.group}
          selectedOptions={[info.group]}
          onOptionSelect={(_e, d) => onChange("group", d.optionValue ?? info.group)}
        >
          {CAGE_GROUPS.map((g) => (
            <Option key={g} value={g}>
              {g}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {TEXT_FIELDS.slice(2).map(([field, label]) => text(field, label))}
    </>
  );
}
