import {
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useSnapshot } from "valtio";
import type { WebhookView } from "../../../contract/webhooks.ts";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { formatRowTime } from "../../../domain/dateRange.ts";
import { isWebhookUrl, WEBHOOK_EVENTS, type WebhookEvent } from "../../../domain/integrations.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { sessionStore } from "../../state/session.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { integrationsApi } from "./integrationsApi.ts";
import { ShownOnceDialog } from "./ShownOnceDialog.tsx";

const useStyles = makeStyles({
  form: { display: "flex", flexWrap: "wrap", alignItems: "end", gap: tokens.spacingHorizontalL },
  url: { minWidth: "320px" },
  events: { display: "flex", flexDirection: "column" },
  target: { fontFamily: tokens.fontFamilyMonospace, wordBreak: "break-all" },
  note: { display: "block", color: tokens.colorNeutralForeground3 },
  actions: { display: "flex", gap: tokens.spacingHorizontalS },
  empty: { textAlign: "center", padding: tokens.spacingVerticalXL },
});

const COLUMNS = [TEXTS.webhookUrl, TEXTS.webhookEvents, TEXTS.webhookEnabled, ""];

/**
 * Webhook subscriptions (issue 24): added with a URL and events, the signing secret shown once; a
 * secret rotated (after a confirm) is shown once too, with when the previous one stops signing.
 */
export function WebhooksPanel() {
  const styles = useStyles();
  const { user } = useSnapshot(sessionStore);
  const timezone = user?.options.timezone ?? DEFAULT_TIMEZONE;
  const when = (iso: string) => formatRowTime(new Date(iso), timezone);
  const { data, mutate } = useCall(integrationsApi.listWebhooks, {});
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The secret shown once: a new webhook's, or a rotated one's with when the previous stops signing.
  const [shown, setShown] = useState<{ secret: string; rotatedUntil?: string | null } | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const [rotating, setRotating] = useState<WebhookView | null>(null);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!isWebhookUrl(url.trim())) return setError(TEXTS.webhookUrlInvalid);
    if (events.length === 0) return setError(TEXTS.webhookEventRequired);
    setBusy(true);
    const result = await call(integrationsApi.createWebhook, {
      body: { url: url.trim(), events, ...(description.trim() ? { description: description.trim() } : {}) },
      quietError: true,
      quiet: true,
    });
    setBusy(false);
    if (!result.ok) return setError(result.message);
    setError(null);
    setUrl("");
    setDescription("");
    setEvents([]);
    setShown({ secret: result.data.secret });
    void mutate();
  };
  const setEnabled = async (hook: WebhookView, enabled: boolean) => {
    await call(integrationsApi.updateWebhook, { params: { id: hook._id }, body: { enabled }, quiet: true });
    void mutate();
  };
  const remove = async () => {
    const hook = deleting;
    setDeleting(null);
    if (!hook) return;
    await call(integrationsApi.deleteWebhook, { params: { id: hook._id } });
    void mutate();
  };

  const rotate = async () => {
    const hook = rotating;
    setRotating(null);
    if (!hook) return;
    const result = await call(integrationsApi.rotateWebhookSecret, { params: { id: hook._id }, quiet: true });
    if (result.ok) {
      const until = result.data.webhook.previousSecretUntil;
      setShown({ secret: result.data.secret, rotatedUntil: until ? when(until) : null });
    }
    void mutate();
  };

  return (
    <>
      <form className={styles.form} onSubmit={(e) => void add(e)} noValidate>
        <Field label={TEXTS.webhookUrl} validationMessage={error ?? undefined} className={styles.url}>
          <Input type="url" value={url} onChange={(_e, d) => setUrl(d.value)} />
        </Field>
        <Field label={TEXTS.webhookDescription}>
          <Input value={description} maxLength={200} onChange={(_e, d) => setDescription(d.value)} />
        </Field>
        <fieldset className={styles.events} aria-label={TEXTS.webhookEvents}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox
              key={event}
              label={TEXTS.webhookEventLabel(event)}
              checked={events.includes(event)}
              onChange={(_e, d) =>
                setEvents((now) => (d.checked ? [...now, event] : now.filter((x) => x !== event)))
              }
            />
          ))}
        </fieldset>
        <Button type="submit" appearance="primary" disabled={busy}>
          {TEXTS.webhookAdd}
        </Button>
      </form>
      <Table size="small" aria-label={TEXTS.webhooksTableLabel}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((label, i) => (
              <TableHeaderCell key={label || i}>{label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data?.data.length ? (
            data.data.map((hook) => (
              <TableRow key={hook._id} data-testid="webhook">
                <TableCell>
                  <div className={styles.target}>{hook.url}</div>
                  {hook.description ? <Caption1>{hook.description}</Caption1> : null}
                  {hook.previousSecretUntil ? (
                    <Caption1 className={styles.note}>
                      {TEXTS.webhookPreviousSecretUntil(when(hook.previousSecretUntil))}
                    </Caption1>
                  ) : null}
                </TableCell>
                <TableCell>{hook.events.map(TEXTS.webhookEventLabel).join(", ")}</TableCell>
                <TableCell>
                  <Switch
                    checked={hook.enabled}
                    aria-label={`${TEXTS.webhookEnabled} ${hook.url}`}
                    onChange={(_e, d) => void setEnabled(hook, d.checked)}
                  />
                </TableCell>
                <TableCell className={styles.actions}>
                  <Link to={`/ops/webhooks/${hook._id}`}>{TEXTS.webhookDeliveriesLink}</Link>
                  <Button size="small" onClick={() => setRotating(hook)}>
                    {TEXTS.webhookRotateSecret}
                  </Button>
                  <Button size="small" onClick={() => setDeleting(hook)}>
                    {TEXTS.webhookDelete}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                {data ? TEXTS.webhooksEmpty : null}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <ConfirmDialog open={deleting !== null} onClose={() => setDeleting(null)} onOk={() => void remove()}>
        {deleting ? TEXTS.webhookDeleteConfirm(deleting.url) : null}
      </ConfirmDialog>
      <ConfirmDialog open={rotating !== null} onClose={() => setRotating(null)} onOk={() => void rotate()}>
        {rotating ? TEXTS.webhookRotateConfirm(rotating.url) : null}
      </ConfirmDialog>
      <ShownOnceDialog
        title={shown?.rotatedUntil !== undefined ? TEXTS.webhookRotatedTitle : TEXTS.webhookNewTitle}
        note={
          shown?.rotatedUntil !== undefined
            ? TEXTS.webhookRotatedNote(shown.rotatedUntil)
            : TEXTS.webhookSecretShownOnce
        }
        value={shown?.secret ?? null}
        onClose={() => setShown(null)}
      />
    </>
  );
}
