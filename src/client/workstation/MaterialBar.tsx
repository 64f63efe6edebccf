import { Tab, TabList } from "@fluentui/react-components";
import { hotkeyForMaterial, MATERIALS, type Material } from "../../domain/damagePlacement.ts";
import { TEXTS } from "../../domain/texts.ts";

const ANY = "__any";

/** The material bar (Tab): the spec's materials with their hot keys; the choice filters the damage table. */
export function MaterialBar({
  material,
  onChange,
}: {
  material: Material | null;
  onChange: (material: Material | null) => void;
}) {
  return (
    <TabList
      size="small"
      aria-label={TEXTS.wsMaterialBar}
      selectedValue={material ?? ANY}
      onTabSelect={(_, d) => onChange(d.value === ANY ? null : (d.value as Material))}
    >
      <Tab value={ANY}>{TEXTS.wsAnyMaterial}</Tab>
      {MATERIALS.map((m) => (
        <Tab key={m} value={m}>
          {m} ({hotkeyForMaterial(m)})
        </Tab>
      ))}
    </TabList>
  );
}
