import { Link } from "@fluentui/react-components";
import type { MouseEvent, ReactNode } from "react";
import { useHref, useLinkClickHandler } from "react-router-dom";

/** A Fluent link that navigates inside the app (no reload), and still opens in a new tab on Ctrl-click. */
export function AppLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link href={href} aria-label={label} onClick={(e) => onClick(e as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Link>
  );
}
