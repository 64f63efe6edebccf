import { makeStyles, tokens } from "@fluentui/react-components";
import { useMemo, useRef, useState } from "react";
import type { WorkstationController } from "../../../canvas/controller.ts";
import type { PartRef } from "../../../canvas/model.ts";
import { Workstation } from "../../../canvas/Workstation.tsx";
import type { CageFiles } from "../../../contract/cages.ts";
import { partLabel } from "../../../domain/partNames.ts";
import type { LabelSuggestion } from "../../../domain/partSuggest.ts";
import { TEXTS } from "../../../domain/texts.ts";
import type { LabelPart, Labels } from "./labelState.ts";

/** Where the generated outline's PNG is: the same path as its SVG. */
const pngOf = (svgUrl: string | null) =>
  svgUrl?.startsWith("/outlines/") ? svgUrl.replace(/\.svg$/, ".png") : null;

const useStyles = makeStyles({
  hover: {
    position: "absolute",
    top: tokens.spacingVerticalS,
    left: tokens.spacingHorizontalS,
    maxWidth: "calc(100% - 16px)",
    padding: `2px ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackgroundInverted,
    color: tokens.colorNeutralForegroundInverted,
    pointerEvents: "none",
    overflowWrap: "anywhere",
  },
});

/**
 * The imaging workstation in label mode over the slot's photo (else the body type's outline image, which
 * the generated cage fits exactly) and its cage. Parts are coloured by the group of their label, or, pale
 * and outlined, of their suggestion at or above the threshold (issue 22; others grey; LabelLegend says
 * which is which); the part under the pointer shows
 * its label or suggestion in the corner. A click on a part selects it (the picker opens on it), and the
 * list's selection is outlined on the canvas.
 */
export function LabelCanvas({
  files,
  photoCode,
  svg,
  parts,
  labels,
  suggestions,
  threshold,
  selected,
  onSelect,
  height,
}: {
  files: CageFiles[string];
  photoCode: string;
  svg: string | null;
  parts: readonly LabelPart[];
  labels: Labels;
  suggestions: ReadonlyMap<string, LabelSuggestion>;
  threshold: number;
  selected: string | null;
  onSelect: (id: string | null) => void;
  /** The frame's height in px (the page measures what the window leaves); null: a fixed share. */
  height: number | null;
}) {
  const styles = useStyles();
  const image = files.photo.url ?? files.outline.url ?? pngOf(files.outline.fallback);
  const selectedIndex = useMemo(() => parts.find((p) => p.id === selected)?.index ?? null, [parts, selected]);
  const controller = useRef<WorkstationController | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  // A new key whenever a colour can change (the workstation redraws the cage only then).
  const colourKey = useMemo(() => ({ labels, suggestions, threshold }), [labels, suggestions, threshold]);
  const shown = (id: string) => {
    const suggestion = suggestions.get(id);
    return suggestion && suggestion.confidence >= threshold ? suggestion : undefined;
  };
  if (!svg) return null;
  const hoverText = (id: string) => {
    const label = labels.get(id);
    const suggestion = suggestions.get(id);
    if (label) return TEXTS.labelHoverLabelled(id, partLabel(label.label));
    if (suggestion)
      return TEXTS.labelHoverLabelled(
        id,
        TEXTS.labelSuggested(partLabel(suggestion.label), suggestion.confidence),
      );
    return TEXTS.labelHoverNone(id);
  };
  return (
    <Workstation
      key={`${image}|${photoCode}`}
      mode="label"
      imageUrl={image}
      photoCode={photoCode}
      cageSvg={svg}
      groupOf={(part: PartRef) => {
        if (!part.id) return null;
        const label = labels.get(part.id);
        if (label) return label.group;
        const suggestion = shown(part.id);
        return suggestion ? { group: suggestion.group, suggested: true } : null;
      }}
      groupKey={colourKey}
      selectedPart={selectedIndex}
      onSelectPart={(part) => onSelect(part?.id ?? null)}
      onController={(c) => {
        controller.current = c;
      }}
      onStateChange={(state) => {
        const part = state.pointer ? controller.current?.partAt(state.pointer) : null;
        setHovered(part?.id ?? null);
      }}
      overlay={
        hovered ? (
          <div className={styles.hover} data-testid="label-hover">
            {hoverText(hovered)}
          </div>
        ) : null
      }
      height={height ?? "calc(100vh - 285px)"}
    />
  );
}
