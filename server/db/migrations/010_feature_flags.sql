-- Feature flags kept on the server (docs/decisions.md, "Feature flags live on the server"): a key's
-- platform-wide value (organization_id '') and an organization's override of it.
CREATE TABLE IF NOT EXISTS feature_flags (
  flag text NOT NULL,
  organization_id text NOT NULL DEFAULT '',
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  PRIMARY KEY (flag, organization_id)
);
