import { Link } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { useNavigate } from "react-router-dom";

/** The back link at the top of a performance page (an in-app navigation, so the session stays). */
export function BackLink({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={to}
      style={{ display: "inline-flex", alignItems: "center", gap: 4, alignSelf: "flex-start" }}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      <ArrowLeftRegular aria-hidden />
      {label}
    </Link>
  );
}
