-- Substring search (the `q` filter): trigram indexes over each resource's searchable fields are derived
-- at start (server/resources/indexes.ts); they need pg_trgm (in postgresql-contrib; PGlite loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The number of records per resource and organization ('' for none), kept exact by the triggers below
-- in the writing transaction, so an unfiltered list reads its total here instead of counting its rows.
CREATE TABLE record_counts (
  resource text NOT NULL,
  organization_id text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (resource, organization_id)
);

INSERT INTO record_counts (resource, organization_id, n)
SELECT resource, coalesce(organization_id, ''), count(*) FROM records GROUP BY 1, 2;

-- One statement adds or removes its rows per (resource, organization) at once, in key order.
CREATE FUNCTION record_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO record_counts AS c (resource, organization_id, n)
  SELECT resource, coalesce(organization_id, ''), count(*) FROM changed_rows GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (resource, organization_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION record_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_counts AS c SET n = c.n - d.n
  FROM (SELECT resource, coalesce(organization_id, '') AS organization_id, count(*) AS n FROM changed_rows GROUP BY 1, 2 ORDER BY 1, 2) AS d
  WHERE c.resource = d.resource AND c.organization_id = d.organization_id;
  RETURN NULL;
END
$$;

-- A row moved to another resource or organization (the API never does this; a hand-made UPDATE may).
CREATE FUNCTION record_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE record_counts SET n = n - 1 WHERE resource = OLD.resource AND organization_id = coalesce(OLD.organization_id, '');
  INSERT INTO record_counts AS c (resource, organization_id, n) VALUES (NEW.resource, coalesce(NEW.organization_id, ''), 1)
  ON CONFLICT (resource, organization_id) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION record_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM record_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER records_count_insert AFTER INSERT ON records REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_inserted();
CREATE TRIGGER records_count_delete AFTER DELETE ON records REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_deleted();
CREATE TRIGGER records_count_move AFTER UPDATE ON records FOR EACH ROW
  WHEN (OLD.resource IS DISTINCT FROM NEW.resource OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION record_counts_moved();
CREATE TRIGGER records_count_truncate AFTER TRUNCATE ON records
  FOR EACH STATEMENT EXECUTE FUNCTION record_counts_truncated();
