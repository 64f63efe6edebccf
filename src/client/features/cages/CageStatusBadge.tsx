import { Badge, type BadgeProps } from "@fluentui/react-components";

/** Badge colour per cage status: live ACTIVE green, waiting for a reviewer warning, ended grey. */
const COLORS: Record<string, BadgeProps["color"]> = {
  DRAFT: "informative",
  "PHOTO-PROCESSING": "brand",
  "CAGE-PROCESSING": "brand",
  "LABEL-PROCESSING": "brand",
  "REVIEW-REQUESTED": "warning",
  CONFIRMED: "important",
  ACTIVE: "success",
  ARCHIVED: "subtle",
  DELETED: "danger",
};

export function CageStatusBadge({ status }: { status: string }) {
  return (
    <Badge appearance="tint" color={COLORS[status] ?? "informative"}>
      {status}
    </Badge>
  );
}
