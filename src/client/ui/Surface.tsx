import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { HTMLAttributes, Ref } from "react";

/** Fluent Card's look (background, corner, shadow, padding, gap) without its focus management. */
const useStyles = makeStyles({
  surface: {
    display: "flex",
    flexDirection: "column",
    gap: "12px",
    padding: "12px",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
  },
});

/**
 * A static card (login, crash fallback, the damage picker, the QC answer panel). Fluent's Card is for
 * interactive and selectable cards: it brings tabster's focus management, about a tenth of the login
 * route's budget and 10 kB of the workspace's (docs/decisions.md); a surface that only holds a form
 * or a message does not need it. Other attributes (role, aria-label, tabIndex) and the ref go to the div.
 */
export function Surface({
  className,
  ref,
  ...props
}: HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> }) {
  const styles = useStyles();
  return <div {...props} ref={ref} className={mergeClasses(styles.surface, className)} />;
}
