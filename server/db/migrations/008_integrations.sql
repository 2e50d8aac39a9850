-- Issue 17. What an accounting integration keeps beside its record, never answered by the API: the
-- client secret, the state of an authorization in progress and the provider's access token; and what
-- each integration has sent its provider, by item, with a fingerprint of what was sent, so a sync sends
-- only what changed and a day's sales once. Both go with their integration (server/integrations) and
-- with their organization (server/organizations/destroy.ts).
CREATE TABLE integration_credentials (
  integration_id text PRIMARY KEY,
  organization_id text NOT NULL,
  client_secret text NOT NULL,
  state text UNIQUE,
  access_token text,
  expires_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX integration_credentials_organization ON integration_credentials (organization_id);

CREATE TABLE integration_exports (
  integration_id text NOT NULL,
  organization_id text NOT NULL,
  entity text NOT NULL,
  item_id text NOT NULL,
  fingerprint text NOT NULL,
  external_id text NOT NULL,
  exported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (integration_id, entity, item_id)
);
CREATE INDEX integration_exports_organization ON integration_exports (organization_id);
