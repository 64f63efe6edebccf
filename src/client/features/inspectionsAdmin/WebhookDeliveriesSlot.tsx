import { Card, CardHeader, Subtitle2, Text } from "@fluentui/react-components";
import { TEXTS } from "../../../domain/texts.ts";

/**
 * Where an inspection's webhook deliveries show (issue 24 items 2–3, built beside this page): the
 * Inspections page renders this for the open inspection; the webhooks work replaces the body with
 * the deliveries of `sessionID` (event, endpoint, attempts, status, redeliver).
 */
export function WebhookDeliveriesSlot({ sessionID }: { sessionID: string }) {
  return (
    <Card aria-label={TEXTS.webhookDeliveries} data-session={sessionID}>
      <CardHeader header={<Subtitle2 as="h3">{TEXTS.webhookDeliveries}</Subtitle2>} />
      <Text>{TEXTS.webhookDeliveriesSoon}</Text>
    </Card>
  );
}
