import { Field, makeStyles, Select, Text, tokens } from "@fluentui/react-components";
import { type TireTileColor, tireTileColor } from "../../../domain/damagePlacement.ts";
import {
  type DamageChoiceInfo,
  setWheelGroup,
  type TaskForm,
  tireComponentOf,
} from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { tireChoiceGroups, type WheelField } from "../../../domain/vehicleData.ts";

type Tire = { size: string; type: string };
export type TireInfo = Record<"front_left" | "front_right" | "rear_left" | "rear_right", Tire> & {
  same_size_type: boolean;
};

const TILE: Record<TireTileColor, { background: string; color: string }> = {
  grey: { background: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground1 },
  yellow: { background: tokens.colorPaletteYellowBackground3, color: tokens.colorNeutralForeground1 },
  orange: {
    background: tokens.colorPaletteDarkOrangeBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  red: { background: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
  blue: { background: tokens.colorPaletteBlueBackground2, color: tokens.colorNeutralForegroundOnBrand },
};

const useStyles = makeStyles({
  tiles: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: tokens.spacingHorizontalS },
  tile: {
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    display: "flex",
    flexDirection: "column",
  },
  group: { display: "grid", gridTemplateColumns: "1fr 1fr", gap: tokens.spacingHorizontalS },
});

interface Props {
  form: TaskForm;
  position: "front" | "rear" | null;
  damageTable: string | null;
  tireInfo: TireInfo | null;
  choices: readonly (DamageChoiceInfo & { label?: string | null })[];
  wheelMaterials: readonly { name: string; description: string }[];
  showTires: boolean;
  showMaterial: boolean;
  disabled: boolean;
  onChange: (form: TaskForm) => void;
}

const groupLabel = (group: readonly WheelField[]): string => {
  if (group.length === 4) return TEXTS.wheelsAll;
  if (group.length === 1) return TEXTS.wheelName(group[0] as string);
  return group[0]?.includes("front") ? TEXTS.wheelsFront : TEXTS.wheelsRear;
};

const tireOf = (info: TireInfo | null, wheel: WheelField): Tire | null =>
  info ? info[wheel.replace(/^wheel_/, "") as keyof Omit<TireInfo, "same_size_type">] : null;

/**
 * Tire choice per all wheels or the task position's pair, per wheel for bmw with differing sizes
 * (product §5), wheel material from the slot's option list, and a tile per wheel coloured by the chosen
 * damage's grade (product §4: 1 yellow, 2 orange, 3 to 5 red, WINTER_TREAD blue, none grey).
 */
export function TireFields(props: Props) {
  const styles = useStyles();
  const { form, choices, disabled, onChange } = props;
  const groups = tireChoiceGroups({
    position: props.position,
    damageTable: props.damageTable,
    sameSizeType: props.tireInfo?.same_size_type ?? true,
  });
  return (
    <>
      {groups.map((group) => (
        <div key={group.join()} className={styles.group}>
          {props.showTires && (
            <Field label={TEXTS.tireChoiceLabel(groupLabel(group))}>
              <Select
                value={form.tires[group[0] as WheelField]}
                disabled={disabled}
                onChange={(_, data) =>
                  onChange({ ...form, tires: setWheelGroup(form.tires, group, data.value) })
                }
              >
                <option value="">{TEXTS.noneOption}</option>
                {choices.map((d) => (
                  <option key={d.damage_name} value={d.damage_name}>
                    {d.label ?? d.damage_name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {props.showMaterial && (
            <Field label={TEXTS.wheelMaterialLabel(groupLabel(group))}>
              <Select
                value={form.wheels[group[0] as WheelField]}
                disabled={disabled}
                onChange={(_, data) =>
                  onChange({ ...form, wheels: setWheelGroup(form.wheels, group, data.value) })
                }
              >
                <option value="">{TEXTS.chooseOption}</option>
                {props.wheelMaterials.map((m) => (
                  <option key={m.name} value={m.name}>
                    {m.description}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
      ))}
      {props.showTires && (
        <div className={styles.tiles}>
          {groups.flat().map((wheel) => {
            const name = form.tires[wheel];
            const choice = choices.find((c) => c.damage_name === name) ?? null;
            const colour = tireTileColor(
              choice ? { damage_name: name, grade_score: choice.grade_score ?? null } : null,
            );
            const tire = tireOf(props.tireInfo, wheel);
            return (
              <div
                key={wheel}
                className={styles.tile}
                style={TILE[colour]}
                data-tile={tireComponentOf(wheel)}
                data-colour={colour}
              >
                <Text weight="semibold">{TEXTS.wheelName(wheel)}</Text>
                {tire && <Text size={200}>{TEXTS.tireSize(tire.size, tire.type)}</Text>}
                <Text size={200}>{choice?.label ?? name ?? ""}</Text>
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
