import { Dropdown, makeStyles, Option, Tab, TabList, Text, Title2, tokens } from "@fluentui/react-components";
import { useMemo, useState } from "react";
import { PART_GROUPS, type PartGroup } from "../../../../../workers/cage-parse/types.ts";
import type { MarkerInput, PartRef, WorkstationMode } from "../../../../canvas/model.ts";
import { Workstation } from "../../../../canvas/Workstation.tsx";
import { BODY_TYPES, OUTLINE_VIEWS, type OutlineView, outlineUrl } from "../../../../domain/bodyTypes.ts";
import { TEXTS } from "../../../../domain/texts.ts";
import { normalisedPoint } from "../../../../geometry/spaces.ts";
import { DemoMark } from "./DemoMark.tsx";
import { WorkstationBench } from "./WorkstationBench.tsx";

const useStyles = makeStyles({
  page: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  controls: { display: "flex", gap: tokens.spacingHorizontalL, alignItems: "end", flexWrap: "wrap" },
  field: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
});

/** Read-only demo damages: one per grade colour, plus an ungraded one. */
const DEMO_MARKERS: readonly MarkerInput[] = [
  { position: normalisedPoint(0.2, 0.7), grade: 0, label: "SCRATCH" },
  { position: normalisedPoint(0.42, 0.62), grade: 1, label: "DENT" },
  { position: normalisedPoint(0.61, 0.55), grade: 2, label: "CRACK" },
  { position: normalisedPoint(0.8, 0.68), grade: 3, label: "BROKEN" },
  { position: normalisedPoint(0.5, 0.35), grade: null, label: "CHIP" },
];

const partKey = (part: PartRef): string => part.id ?? `#${part.index}`;

/**
 * Development page: the workstation on a demo photo (a body-type outline drawing) with its cage, in
 * each mode. Registered only in development (see src/client/routes.tsx).
 */
export function DevWorkstationPage() {
  if (new URLSearchParams(window.location.search).has("bench")) return <WorkstationBench />;
  return <DemoPage />;
}

function DemoPage() {
  const styles = useStyles();
  const [mode, setMode] = useState<WorkstationMode>("label");
  const [slug, setSlug] = useState("4dr");
  const [view, setView] = useState<OutlineView>("left");
  const [selected, setSelected] = useState<PartRef | null>(null);
  const [labels, setLabels] = useState<Readonly<Record<string, PartGroup>>>({});
  const groupOf = useMemo(() => (part: PartRef) => labels[partKey(part)] ?? part.group, [labels]);
  const photo = outlineUrl(slug, view, "png");
  const cage = outlineUrl(slug, view, "svg");

  return (
    <div className={styles.page}>
      <Title2 as="h1">{TEXTS.wsDemoTitle}</Title2>
      <div className={styles.controls}>
        <TabList selectedValue={mode} onTabSelect={(_, d) => setMode(d.value as WorkstationMode)}>
          <Tab value="readonly">readonly</Tab>
          <Tab value="label">label</Tab>
          <Tab value="mark">mark</Tab>
        </TabList>
        <div className={styles.field}>
          <Text id="demo-body">{TEXTS.wsDemoBodyType}</Text>
          <Dropdown
            aria-labelledby="demo-body"
            value={BODY_TYPES.find((b) => b.slug === slug)?.name ?? slug}
            selectedOptions={[slug]}
            onOptionSelect={(_, d) => d.optionValue && setSlug(d.optionValue)}
          >
            {BODY_TYPES.map((b) => (
              <Option key={b.slug} value={b.slug}>
                {b.name}
              </Option>
            ))}
          </Dropdown>
        </div>
        <div className={styles.field}>
          <Text id="demo-view">{TEXTS.wsDemoView}</Text>
          <Dropdown
            aria-labelledby="demo-view"
            value={view}
            selectedOptions={[view]}
            onOptionSelect={(_, d) => d.optionValue && setView(d.optionValue as OutlineView)}
          >
            {OUTLINE_VIEWS.map((v) => (
              <Option key={v} value={v}>
                {v}
              </Option>
            ))}
          </Dropdown>
        </div>
        {mode === "label" && selected ? (
          <div className={styles.field}>
            <Text id="demo-group">
              {TEXTS.wsSelectedPart(selected.name ?? TEXTS.wsUnnamedPart, groupOf(selected) ?? "—")}
            </Text>
            <Dropdown
              aria-labelledby="demo-group"
              value={groupOf(selected) ?? ""}
              selectedOptions={[groupOf(selected) ?? ""]}
              onOptionSelect={(_, d) =>
                d.optionValue && setLabels((l) => ({ ...l, [partKey(selected)]: d.optionValue as PartGroup }))
              }
            >
              {PART_GROUPS.map((g) => (
                <Option key={g} value={g}>
                  {g}
                </Option>
              ))}
            </Dropdown>
          </div>
        ) : null}
      </div>
      {mode === "readonly" ? (
        <Workstation
          key={`r-${photo}`}
          mode="readonly"
          imageUrl={photo}
          photoCode={view}
          markers={DEMO_MARKERS}
        />
      ) : mode === "label" ? (
        <Workstation
          key={`l-${photo}`}
          mode="label"
          imageUrl={photo}
          photoCode={view}
          cageUrl={cage}
          groupOf={groupOf}
          groupKey={labels}
          onSelectPart={setSelected}
        />
      ) : (
        <DemoMark
          key={`m-${photo}`}
          photo={photo}
          cage={cage}
          photoCode={view === "front" ? "05" : view === "rear" ? "08" : "04"}
        />
      )}
    </div>
  );
}
