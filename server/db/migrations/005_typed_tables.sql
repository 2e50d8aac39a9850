-- Each resource storage has a table of its own, derived from its definitions (server/storage/): the
-- hash of each table as last applied, and a log of the changes made at start.
CREATE TABLE schema_state (
  storage text PRIMARY KEY,
  table_name text NOT NULL,
  hash text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE schema_changes (
  id bigserial PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now(),
  statements text[] NOT NULL,
  moved_records integer NOT NULL DEFAULT 0
);
