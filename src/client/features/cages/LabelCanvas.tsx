import { useMemo } from "react";
import type { PartRef } from "../../../canvas/model.ts";
import { Workstation } from "../../../canvas/Workstation.tsx";
import type { CageFiles } from "../../../contract/cages.ts";
import type { LabelPart, Labels } from "./labelState.ts";

/** Where the generated outline's PNG is: the same path as its SVG. */
const pngOf = (svgUrl: string | null) =>
  svgUrl?.startsWith("/outlines/") ? svgUrl.replace(/\.svg$/, ".png") : null;

/**
 * The imaging workstation in label mode over the slot's photo (else the body type's outline image, which
 * the generated cage fits exactly) and its cage. Parts are coloured by the group of their label
 * (unlabelled parts grey); a click on a part selects it in the list, and the list's selection is
 * outlined on the canvas.
 */
export function LabelCanvas({
  files,
  photoCode,
  svg,
  parts,
  labels,
  selected,
  onSelect,
}: {
  files: CageFiles[string];
  photoCode: string;
  svg: string | null;
  parts: readonly LabelPart[];
  labels: Labels;
  selected: string | null;
  onSelect: (id: string | null) => void;
}) {
  const image = files.photo.url ?? files.outline.url ?? pngOf(files.outline.fallback);
  const selectedIndex = useMemo(() => parts.find((p) => p.id === selected)?.index ?? null, [parts, selected]);
  if (!svg) return null;
  return (
    <Workstation
      key={`${image}|${photoCode}`}
      mode="label"
      imageUrl={image}
      photoCode={photoCode}
      cageSvg={svg}
      groupOf={(part: PartRef) => (part.id ? (labels.get(part.id)?.group ?? null) : null)}
      groupKey={labels}
      selectedPart={selectedIndex}
      onSelectPart={(part) => onSelect(part?.id ?? null)}
      height="calc(100vh - 300px)"
    />
  );
}
