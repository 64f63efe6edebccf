import { Link as FluentLink } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { Link } from "react-router-dom";

/** The back link at the top of a performance page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <FluentLink as="span" inline>
      <Link to={to} style={{ display: "inline-flex", alignItems: "center", gap: 4, color: "inherit" }}>
        <ArrowLeftRegular aria-hidden />
        {label}
      </Link>
    </FluentLink>
  );
}
