import {
  Card,
  CardHeader,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from "@fluentui/react-components";
import { useSnapshot } from "valtio";
import { canManageIntegrations } from "../../../domain/integrations.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { call, endpoint } from "../../api/call.ts";
import { useCall } from "../../api/useCall.ts";
import { sessionStore } from "../../state/session.ts";
import { DeliveryRow, deliveryColumns, refreshWhilePending } from "../../ui/DeliveryRow.tsx";
import { inspectionsAdminApi } from "./inspectionsAdminApi.ts";

/** Sends a delivery again (the contract's redeliverWebhook, as the delivery log does). */
const redeliverWebhook = endpoint("redeliverWebhook");

const COLUMNS = deliveryColumns(true);

/**
 * The open inspection's webhook deliveries (issue 24 item 6), to every subscription, newest first: the
 * delivery log's rows with the webhook each went to. Those who manage webhooks may redeliver; QA reads.
 */
export function InspectionDeliveries({ sessionID, timezone }: { sessionID: string; timezone: string }) {
  const { user } = useSnapshot(sessionStore);
  const { data, error, mutate } = useCall(
    inspectionsAdminApi.listInspectionDeliveries,
    { params: { sessionID } },
    { refreshInterval: refreshWhilePending },
  );
  const redeliver =
    user && canManageIntegrations(user.role)
      ? async (id: string) => {
          const result = await call(redeliverWebhook, { params: { id }, quiet: true });
          if (result.ok) void mutate();
        }
      : undefined;
  return (
    <Card aria-label={TEXTS.webhookDeliveries}>
      <CardHeader header={<Subtitle2 as="h3">{TEXTS.webhookDeliveries}</Subtitle2>} />
      {error ? (
        <Text role="alert">{error.message}</Text>
      ) : !data ? (
        <Spinner size="tiny" />
      ) : data.data.length === 0 ? (
        <Text>{TEXTS.deliveriesEmpty}</Text>
      ) : (
        <Table size="small" aria-label={TEXTS.webhookDeliveriesTableLabel}>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((label, i) => (
                <TableHeaderCell key={label || i}>{label}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.data.map((d) => (
              <DeliveryRow
                key={d._id}
                delivery={d}
                timezone={timezone}
                columns={COLUMNS.length}
                subscription={d.subscription.description || d.subscription.target}
                onRedeliver={redeliver ? (id) => void redeliver(id) : undefined}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
