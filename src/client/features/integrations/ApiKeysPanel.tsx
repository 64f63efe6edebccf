import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { type FormEvent, useState } from "react";
import type { ApiKeyView } from "../../../contract/apiKeys.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../../domain/integrations.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { integrationsApi } from "./integrationsApi.ts";
import { ShownOnceDialog } from "./ShownOnceDialog.tsx";

const useStyles = makeStyles({
  form: { display: "flex", flexWrap: "wrap", alignItems: "end", gap: tokens.spacingHorizontalL },
  scopes: { display: "flex", flexDirection: "column" },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  empty: { textAlign: "center", padding: tokens.spacingVerticalXL },
});

const COLUMNS = [
  TEXTS.apiKeyName,
  TEXTS.apiKeyPrefix,
  TEXTS.apiKeyScopes,
  TEXTS.apiKeyCreated,
  TEXTS.apiKeyLastUsed,
  TEXTS.apiKeyStatus,
  "",
];

/** API keys (issue 24): made with a name and scopes, the key shown once; listed; revoked after a confirm. */
export function ApiKeysPanel({ timezone }: { timezone: string }) {
  const styles = useStyles();
  const { data, mutate } = useCall(integrationsApi.listApiKeys, {});
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const when = (iso: string | null) => (iso ? formatRowTime(new Date(iso), timezone) : TEXTS.apiKeyNever);

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === "") return setError(TEXTS.apiKeyNameRequired);
    if (scopes.length === 0) return setError(TEXTS.apiKeyScopeRequired);
    setBusy(true);
    const result = await call(integrationsApi.createApiKey, {
      body: { name: name.trim(), scopes },
      quietError: true,
      quiet: true,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setName("");
    setScopes([]);
    setShown(result.data.key);
    void mutate();
  };
  const revoke = async () => {
    const key = revoking;
    setRevoking(null);
    if (!key) return;
    await call(integrationsApi.revokeApiKey, { params: { id: key._id } });
    void mutate();
  };

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void create(e)} noValidate>
        <Field label={TEXTS.apiKeyName} validationMessage={error ?? undefined}>
          <Input value={name} maxLength={100} onChange={(_e, d) => setName(d.value)} />
        </Field>
        <fieldset className={styles.scopes} aria-label={TEXTS.apiKeyScopes}>
          {API_KEY_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              label={TEXTS.apiKeyScopeLabel(scope)}
              checked={scopes.includes(scope)}
              onChange={(_e, d) =>
                setScopes((now) => (d.checked ? [...now, scope] : now.filter((s) => s !== scope)))
              }
            />
          ))}
        </fieldset>
        <Button type="submit" appearance="primary" disabled={busy}>
          {TEXTS.apiKeyCreate}
        </Button>
      </form>
      <Table size="small" aria-label={TEXTS.apiKeysTableLabel}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((label, i) => (
              <TableHeaderCell key={label || i}>{label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data?.data.length ? (
            data.data.map((key) => (
              <TableRow key={key._id} data-testid="api-key">
                <TableCell>{key.name}</TableCell>
                <TableCell className={styles.mono}>{`${key.prefix}…`}</TableCell>
                <TableCell>{key.scopes.join(", ")}</TableCell>
                <TableCell>{when(key.createdAt)}</TableCell>
                <TableCell>{when(key.lastUsedAt)}</TableCell>
                <TableCell>
                  {key.revokedAt ? TEXTS.apiKeyRevokedOn(when(key.revokedAt)) : TEXTS.apiKeyActive}
                </TableCell>
                <TableCell>
                  {key.revokedAt ? null : (
                    <Button size="small" onClick={() => setRevoking(key)}>
                      {TEXTS.apiKeyRevoke}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                {data ? TEXTS.apiKeysEmpty : null}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ConfirmDialog open={revoking !== null} onClose={() => setRevoking(null)} onOk={() => void revoke()}>
        {revoking ? TEXTS.apiKeyRevokeConfirm(revoking.name) : null}
      </ConfirmDialog>
      <ShownOnceDialog
        title={TEXTS.apiKeyNewTitle}
        note={TEXTS.apiKeyShownOnce}
        value={shown}
        onClose={() => setShown(null)}
      />
    </>
  );
}
