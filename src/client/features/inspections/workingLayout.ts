import { makeStyles, tokens } from "@fluentui/react-components";

/**
 * The working screen's grid (product §2): the photo column and the 360 px answer column. Shared by the
 * working screen and the place the shift's photo area waits in between tasks (ShiftPhotoArea.tsx
 * PhotoSizer), so both give the photo frame the same width.
 */
export const useWorkingLayout = makeStyles({
  root: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) 360px",
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  main: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS, minWidth: 0 },
  side: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    alignSelf: "start",
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});
