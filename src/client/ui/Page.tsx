import { makeStyles, Title3, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  page: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`,
  },
  header: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalM, minHeight: "32px" },
});

/** A screen: its heading (h1) and content, with the app's standard padding. */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={styles.page} aria-label={title}>
      <header className={styles.header}>
        <Title3 as="h1">{title}</Title3>
        {actions}
      </header>
      {children}
    </section>
  );
}
