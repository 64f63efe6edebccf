import { makeStyles, tokens } from "@fluentui/react-components";

/**
 * Fluent's small Table look (fixed columns, 34 px rows with a thin rule under each, regular header
 * weight) for plain <table> elements. For the start screen's read-only tables: Fluent's Table brings
 * its focus and selection machinery (about 4 kB gzipped of the workspace) for tables nobody selects in.
 */
export const usePlainTableStyles = makeStyles({
  table: {
    width: "100%",
    tableLayout: "fixed",
    borderCollapse: "collapse",
    backgroundColor: tokens.colorSubtleBackground,
  },
  row: {
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  cell: {
    height: "34px",
    padding: `0px ${tokens.spacingHorizontalS}`,
    verticalAlign: "middle",
    textAlign: "start",
    fontWeight: tokens.fontWeightRegular,
  },
});
