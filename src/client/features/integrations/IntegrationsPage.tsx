import { Tab, TabList } from "@fluentui/react-components";
import { Navigate, useSearchParams } from "react-router-dom";
import { useSnapshot } from "valtio";
import { DEFAULT_TIMEZONE } from "../../../domain/constants.ts";
import { canManageIntegrations } from "../../../domain/integrations.ts";
import { TEXTS } from "../../../domain/texts.ts";
import { HOME_PATH } from "../../shell/guards.tsx";
import { sessionStore } from "../../state/session.ts";
import { Page } from "../../ui/Page.tsx";
import { ApiKeysPanel } from "./ApiKeysPanel.tsx";
import { WebhooksPanel } from "./WebhooksPanel.tsx";

const WEBHOOKS = "webhooks";

/**
 * /ops/integrations (issue 24): API keys for machine callers and webhook subscriptions, one tab each
 * (`?tab=webhooks`). ADMIN and SUPER only (the server refuses others too); anyone else is sent home.
 */
export function IntegrationsPage() {
  const { user } = useSnapshot(sessionStore);
  const [params, setParams] = useSearchParams();
  if (!user || !canManageIntegrations(user.role)) return <Navigate to={HOME_PATH} replace />;
  const tab = params.get("tab") === WEBHOOKS ? WEBHOOKS : "apiKeys";
  return (
    <Page title={TEXTS.pageIntegrations}>
      <TabList
        aria-label={TEXTS.integrationsTabs}
        selectedValue={tab}
        onTabSelect={(_e, d) => setParams(d.value === WEBHOOKS ? { tab: WEBHOOKS } : {})}
      >
        <Tab value="apiKeys">{TEXTS.tabApiKeys}</Tab>
        <Tab value={WEBHOOKS}>{TEXTS.tabWebhooks}</Tab>
      </TabList>
      {tab === WEBHOOKS ? (
        <WebhooksPanel />
      ) : (
        <ApiKeysPanel timezone={user.options.timezone ?? DEFAULT_TIMEZONE} />
      )}
    </Page>
  );
}
