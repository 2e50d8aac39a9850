-- Records of every resource declared in src/resources/: one row per record, its fields in `data`.
-- Per-resource expression and unique indexes are derived from the definitions at start.
CREATE TABLE records (
  resource text NOT NULL,
  id text NOT NULL,
  organization_id text,
  data jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_by text,
  PRIMARY KEY (resource, id)
);
CREATE INDEX records_resource_org ON records (resource, organization_id);
CREATE INDEX records_resource_created ON records (resource, created_at);

-- Who changed what: one row per create, update or delete.
CREATE TABLE record_history (
  id bigserial PRIMARY KEY,
  resource text NOT NULL,
  record_id text NOT NULL,
  organization_id text,
  action text NOT NULL,
  changes jsonb NOT NULL,
  actor text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX record_history_record ON record_history (resource, record_id, at);

-- Users are records of the `users` resource; a username is unique across the platform.
CREATE UNIQUE INDEX records_users_username ON records (lower(data->>'username')) WHERE resource = 'users';

-- Password hashes live apart from the user record, so no list or read can return them.
CREATE TABLE credentials (
  user_id text PRIMARY KEY,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL,
  family_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE login_failures (
  username text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_failure_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
