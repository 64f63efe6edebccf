import {
  makeStyles,
  Text,
  Toolbar,
  ToolbarButton,
  ToolbarToggleButton,
  tokens,
} from "@fluentui/react-components";
import { ArrowRotateClockwiseRegular, EyeRegular, ImageRegular, ShapesRegular } from "@fluentui/react-icons";
import type { ReactElement } from "react";
import { TEXTS } from "../domain/texts";
import { ROTATION_STEP_DEGREES } from "../geometry/transform";
import type { WorkstationController } from "./controller";
import { useControllerSlice } from "./useControllerSlice";

/** Toolbar buttons are commands of the table (by id); a button shows only where its command exists. */
const BUTTONS: readonly {
  id: string;
  icon: ReactElement;
  toggle?: "cageVisible" | "markersVisible" | "quality";
}[] = [
  { id: "rotate", icon: <ArrowRotateClockwiseRegular /> },
  { id: "toggleCage", icon: <ShapesRegular />, toggle: "cageVisible" },
  { id: "toggleMarkers", icon: <EyeRegular />, toggle: "markersVisible" },
  { id: "changeImage", icon: <ImageRegular />, toggle: "quality" },
];

/**
 * ToolbarDivider's line (1 px, 20 px high, where it drew it) without Fluent's Divider, whose
 * labelled, inset and horizontal variants the two separators here never use (1.8 kB gzipped).
 */
const useStyles = makeStyles({
  separator: {
    alignSelf: "center",
    width: tokens.strokeWidthThin,
    height: "20px",
    flexShrink: 0,
    margin: "0 11px 0 12px",
    borderTopStyle: "none",
    borderRightStyle: "none",
    borderBottomStyle: "none",
    borderLeftStyle: "none",
    backgroundColor: tokens.colorNeutralStroke2,
  },
});

function Separator() {
  return <hr aria-orientation="vertical" className={useStyles().separator} />;
}

export function WorkstationToolbar({ controller }: { controller: WorkstationController }) {
  const slice = useControllerSlice(controller, (c) => ({
    zoom: Math.round(c.state.view.zoom * 10) / 10,
    rotation: c.state.view.rotation,
    cageVisible: c.state.cageVisible,
    markersVisible: c.state.markersVisible,
    quality: c.state.quality,
    hasCage: c.hasCage,
    hasSuper: c.hasSuperImage,
  }));
  const commands = controller.commands;
  const checked = {
    cageVisible: slice.cageVisible ? ["on"] : [],
    markersVisible: slice.markersVisible ? ["on"] : [],
    quality: slice.quality === "super" ? ["on"] : [],
  };
  return (
    <Toolbar aria-label={TEXTS.wsTools} size="small" checkedValues={checked} onCheckedValueChange={() => {}}>
      {BUTTONS.map(({ id, icon, toggle }) => {
        const command = commands.find((c) => c.id === id);
        if (!command) return null;
        const label = `${command.description} (${command.keys.join(" / ")})`;
        const disabled = !command.enabled(controller);
        return toggle ? (
          <ToolbarToggleButton
            key={id}
            name={toggle}
            value="on"
            icon={icon}
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => controller.run(id)}
          />
        ) : (
          <ToolbarButton
            key={id}
            icon={icon}
            aria-label={label}
            title={label}
            disabled={disabled}
            onClick={() => controller.run(id)}
          />
        );
      })}
      <Separator />
      <Text size={200}>{TEXTS.wsZoom(slice.zoom)}</Text>
      <Separator />
      <Text size={200}>{TEXTS.wsRotation(slice.rotation * ROTATION_STEP_DEGREES)}</Text>
    </Toolbar>
  );
}
