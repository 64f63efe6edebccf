import { Badge, makeStyles, mergeClasses } from "@fluentui/react-components";
import { type BadgeColor, statusBadge } from "../../../domain/failedTaskStatus.ts";

const useStyles = makeStyles({
  // Fluent has no dark-purple badge colour; the spec asks for one at VERIFYING.
  badge: { whiteSpace: "nowrap" },
  darkPurple: { backgroundColor: "#4b1a6b", color: "#ffffff" },
});

const FLUENT: Record<Exclude<BadgeColor, "darkPurple">, "warning" | "success" | "informative"> = {
  yellow: "warning",
  green: "success",
  grey: "informative",
};

/** product §4: both REVIEWING yellow, VERIFIED green, VERIFYING dark purple, others grey, none 'Unknown'. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const styles = useStyles();
  const { label, color } = statusBadge(status);
  return (
    <Badge
      appearance="filled"
      data-color={color}
      color={color === "darkPurple" ? "brand" : FLUENT[color]}
      className={mergeClasses(styles.badge, color === "darkPurple" && styles.darkPurple)}
    >
      {label}
    </Badge>
  );
}
