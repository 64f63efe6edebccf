import { Avatar, type AvatarNamedColor } from "@fluentui/react-components";
import { PersonRegular } from "@fluentui/react-icons";
import type { Sex } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";

/** Each sex has its own colour and marker letter (spec §2: the avatar by sex). */
const LOOK: Record<Sex, { color: AvatarNamedColor; initials: string }> = {
  Male: { color: "royal-blue", initials: "M" },
  Female: { color: "magenta", initials: "F" },
  Other: { color: "teal", initials: "O" },
};

export function UserAvatar({ sex, size = 32 }: { sex: Sex | string; size?: 24 | 28 | 32 | 36 }) {
  const look = LOOK[sex as Sex];
  return (
    <Avatar
      size={size}
      role="img"
      aria-label={TEXTS.avatarLabel(sex)}
      data-sex={sex}
      color={look?.color ?? "neutral"}
      initials={look?.initials}
      icon={look ? undefined : <PersonRegular />}
    />
  );
}
