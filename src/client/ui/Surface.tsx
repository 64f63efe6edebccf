import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

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
 * A static card for the pages the entry loads (login, crash fallback). Fluent's Card is for
 * interactive and selectable cards: it brings tabster's focus management, about a tenth of the login
 * route's budget (docs/decisions.md); a surface that only holds a form or a message does not need it.
 */
export function Surface({ className, children }: { className?: string; children: ReactNode }) {
  const styles = useStyles();
  return <div className={mergeClasses(styles.surface, className)}>{children}</div>;
}
