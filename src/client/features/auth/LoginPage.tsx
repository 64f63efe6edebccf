import { Button, Field, Input, makeStyles, Title2, tokens } from "@fluentui/react-components";
import { LockClosedRegular, PersonRegular, VehicleCarProfileLtrRegular } from "@fluentui/react-icons";
import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { TEXTS } from "../../../domain/texts.ts";
import { returnPath } from "../../shell/guards.tsx";
import { login } from "../../state/auth.ts";
import { Surface } from "../../ui/Surface.tsx";

const useStyles = makeStyles({
  root: { flexGrow: 1, display: "flex", alignItems: "center", justifyContent: "center", padding: "24px" },
  card: { width: "min(380px, 100%)", padding: tokens.spacingVerticalXXL },
  header: { display: "flex", flexDirection: "column", alignItems: "center", gap: tokens.spacingVerticalS },
  logo: { fontSize: "40px", color: tokens.colorBrandForeground1 },
  form: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
});

interface Errors {
  username?: string;
  password?: string;
}

/** product §2 Login: both fields required; sends login, password and url/role AGENT. */
export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = TEXTS.requiredField;
    if (!password) next.password = TEXTS.requiredField;
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    const ok = await login(username.trim(), password);
    setBusy(false);
    if (ok) navigate(returnPath(location.state), { replace: true });
  };

  return (
    <div className={styles.root}>
      <Surface className={styles.card}>
        <div className={styles.header}>
          <VehicleCarProfileLtrRegular className={styles.logo} aria-hidden />
          <Title2 as="h1">{TEXTS.loginTitle}</Title2>
        </div>
        <form className={styles.form} onSubmit={submit} aria-label={TEXTS.loginTitle}>
          <Field label={TEXTS.usernameLabel} required validationMessage={errors.username}>
            <Input
              name="username"
              autoComplete="username"
              contentBefore={<PersonRegular />}
              value={username}
              onChange={(_, data) => setUsername(data.value)}
              autoFocus
            />
          </Field>
          <Field label={TEXTS.passwordLabel} required validationMessage={errors.password}>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              contentBefore={<LockClosedRegular />}
              value={password}
              onChange={(_, data) => setPassword(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy}>
            {TEXTS.loginButton}
          </Button>
        </form>
      </Surface>
    </div>
  );
}
