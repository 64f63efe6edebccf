import { Card, CardHeader, makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import type { User } from "../../../contract/users.ts";
import { roleColor } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { UserAvatar } from "../../shell/UserAvatar.tsx";

const useStyles = makeStyles({
  card: { minWidth: "280px", flexBasis: "320px", flexGrow: 0, alignSelf: "flex-start" },
  list: {
    display: "grid",
    gridTemplateColumns: "max-content 1fr",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  row: { display: "contents" },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: "break-all" },
  green: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  red: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** product §2 Profile: email address, username, role and sex. */
export function ProfileSummary({
  user,
}: {
  user: Pick<User, "email" | "username" | "role" | "sex" | "options">;
}) {
  const styles = useStyles();
  const rows: [string, string, string?][] = [
    [TEXTS.emailLabel, user.email],
    [TEXTS.usernameLabel, user.username],
    [TEXTS.roleLabel, user.role, styles[roleColor(user.role)]],
    [TEXTS.sexLabel, user.sex],
    [TEXTS.timezoneLabel, user.options.timezone],
  ];
  return (
    <Card className={styles.card}>
      <CardHeader
        image={<UserAvatar sex={user.sex} size={36} />}
        header={<Text weight="semibold">{TEXTS.profileTitle}</Text>}
      />
      <dl className={styles.list} aria-label={TEXTS.profileTitle}>
        {rows.map(([term, value, className]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={mergeClasses(styles.value, className)}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
