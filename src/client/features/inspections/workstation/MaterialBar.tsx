import { Toolbar, ToolbarRadioButton } from "@fluentui/react-components";
import { hotkeyForMaterial, MATERIALS, type Material } from "../../../../domain/damagePlacement.ts";
import { TEXTS } from "../../../../domain/texts.ts";

const ANY = "__any";
const NAME = "material";

/**
 * The material bar (Tab): the spec's materials with their hot keys; the choice filters the damage
 * table. One choice of several, so radio buttons in a toolbar (arrow keys move between them; the choice
 * shows as the workstation toolbar's toggles do), built from the toolbar parts that toolbar already
 * loads rather than Fluent's tabs (7.5 kB gzipped).
 */
export function MaterialBar({
  material,
  onChange,
}: {
  material: Material | null;
  onChange: (material: Material | null) => void;
}) {
  return (
    <Toolbar
      size="small"
      aria-label={TEXTS.wsMaterialBar}
      checkedValues={{ [NAME]: [material ?? ANY] }}
      onCheckedValueChange={(_, d) => {
        const value = d.checkedItems[0] ?? ANY;
        onChange(value === ANY ? null : (value as Material));
      }}
    >
      <ToolbarRadioButton name={NAME} value={ANY}>
        {TEXTS.wsAnyMaterial}
      </ToolbarRadioButton>
      {MATERIALS.map((m) => (
        <ToolbarRadioButton key={m} name={NAME} value={m}>
          {m} ({hotkeyForMaterial(m)})
        </ToolbarRadioButton>
      ))}
    </Toolbar>
  );
}
