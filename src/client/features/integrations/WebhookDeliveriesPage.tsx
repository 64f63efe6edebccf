import {
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { DEFAULT_TIMEZONE, isPageSize } from "../../../domain/constants.ts";
import { canManageIntegrations } from "../../../domain/integrations.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { HOME_PATH } from "../../shell/guards.tsx";
import { sessionStore } from "../../state/session.ts";
import { BackLink } from "../../ui/BackLink.tsx";
import { DeliveryRow, deliveryColumns, refreshWhilePending } from "../../ui/DeliveryRow.tsx";
import { Page } from "../../ui/Page.tsx";
import { Pager } from "../../ui/Pager.tsx";
import { integrationsApi } from "./integrationsApi.ts";

const useStyles = makeStyles({
  url: { fontFamily: tokens.fontFamilyMonospace, wordBreak: "break-all" },
  empty: { textAlign: "center", padding: tokens.spacingVerticalXL },
});

const COLUMNS = deliveryColumns(false);

/** /ops/webhooks/:id (issue 24): a subscription's delivery log, newest first, with manual redelivery. */
export function WebhookDeliveriesPage() {
  const { user } = useSnapshot(sessionStore);
  const { id = "" } = useParams();
  if (!user || !canManageIntegrations(user.role)) return <Navigate to={HOME_PATH} replace />;
  return <Deliveries id={id} timezone={user.options.timezone ?? DEFAULT_TIMEZONE} />;
}

function Deliveries({ id, timezone }: { id: string; timezone: string }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const asked = Number(params.get("limit"));
  const limit = isPageSize(asked) ? asked : 20;
  const hook = useCall(integrationsApi.getWebhook, { params: { id } });
  const { data, mutate, isValidating } = useCall(
    integrationsApi.listWebhookDeliveries,
    { params: { id }, query: { page, limit } },
    { keepPreviousData: true, refreshInterval: refreshWhilePending },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const redeliver = async (deliveryId: string) => {
    const result = await call(integrationsApi.redeliverWebhook, { params: { id: deliveryId }, quiet: true });
    if (result.ok) void mutate();
  };

  return (
    <Page title={TEXTS.pageWebhookDeliveries} actions={isValidating ? <Spinner size="tiny" /> : null}>
      <BackLink to="/ops/integrations?tab=webhooks" label={TEXTS.backToIntegrations} />
      {hook.data ? <Text className={styles.url}>{hook.data.webhook.url}</Text> : null}
      <Table size="small" aria-label={TEXTS.webhookDeliveriesTableLabel}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((label, i) => (
              <TableHeaderCell key={label || i}>{label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {data?.data.length ? (
            data.data.map((d) => (
              <DeliveryRow
                key={d._id}
                delivery={d}
                timezone={timezone}
                columns={COLUMNS.length}
                onRedeliver={(deliveryId) => void redeliver(deliveryId)}
              />
            ))
          ) : (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} className={styles.empty}>
                {data ? TEXTS.deliveriesEmpty : null}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {data ? (
        <Pager
          current={data.page}
          pages={pages}
          limit={data.limit}
          summary={TEXTS.deliveriesPageOf(data.page, pages, data.total)}
          onPage={(p) => setParams({ page: String(p), limit: String(limit) })}
          onLimit={(l) => setParams({ page: "1", limit: String(l) })}
          hideSinglePage
        />
      ) : null}
    </Page>
  );
}
