import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  makeStyles,
  Select,
  Text,
  tokens,
} from "@fluentui/react-components";
import { type FormEvent, useMemo, useState } from "react";
import type { User } from "../../../contract/users.ts";
import { type ProfileErrors, validateProfileChange } from "../../../domain/profile.ts";
import { SEXES } from "../../../domain/roles.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { endpoints } from "../../api/endpoints.ts";
import { setSession } from "../../state/session.ts";
import {
  initialProfileValues,
  type ProfileFormValues,
  profileChanges,
  timezoneOptions,
} from "./profileChanges.ts";

const useStyles = makeStyles({
  card: { flexBasis: "420px", flexGrow: 1, maxWidth: "560px", alignSelf: "flex-start" },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  row: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
    gap: tokens.spacingHorizontalM,
    // A native select is as wide as its longest option (long IANA names) unless told otherwise.
    "& > *": { minWidth: 0 },
    "& select": { minWidth: 0, width: "100%" },
  },
  actions: { display: "flex", justifyContent: "flex-end" },
});

type ProfileUser = Pick<User, "email" | "sex" | "options">;

/** PUT /api/users/changeProfile with only the changed fields (same rules as the server). */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const styles = useStyles();
  const [values, setValues] = useState<ProfileFormValues>(() => initialProfileValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  const zones = useMemo(() => timezoneOptions(user.options.timezone), [user.options.timezone]);
  const changes = profileChanges(user, values);
  const hasChanges = Object.keys(changes).length > 0;

  const set = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProfileChange(changes);
    setErrors(found);
    if (!hasChanges || Object.values(found).some(Boolean)) return;
    setBusy(true);
    const result = await call(endpoints.changeProfile, { body: changes, loading: true });
    setBusy(false);
    if (!result.ok) return;
    setSession(result.data.token, result.data.user);
    setValues(initialProfileValues(result.data.user));
  };

  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">{TEXTS.changeProfileTitle}</Text>} />
      <form className={styles.form} onSubmit={submit} aria-label={TEXTS.changeProfileTitle} noValidate>
        <Field label={TEXTS.emailLabel} validationMessage={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(_, data) => set("email")(data.value)}
          />
        </Field>
        <div className={styles.row}>
          <Field label={TEXTS.sexLabel} validationMessage={errors.sex}>
            <Select value={values.sex} onChange={(_, data) => set("sex")(data.value)}>
              {SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {sex}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={TEXTS.timezoneLabel} validationMessage={errors.timezone}>
            <Select value={values.timezone} onChange={(_, data) => set("timezone")(data.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className={styles.row}>
          <Field label={TEXTS.oldPasswordLabel} validationMessage={errors.oldPassword}>
            <Input
              type="password"
              autoComplete="current-password"
              value={values.oldPassword}
              onChange={(_, data) => set("oldPassword")(data.value)}
            />
          </Field>
          <Field label={TEXTS.newPasswordLabel} validationMessage={errors.newPassword}>
            <Input
              type="password"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={(_, data) => set("newPassword")(data.value)}
            />
          </Field>
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={busy || !hasChanges}>
            {TEXTS.saveProfile}
          </Button>
        </div>
      </form>
    </Card>
  );
}
