/**
 * The number of records per storage and organization ('' for none) in `record_counts`, kept exact by
 * statement triggers on each storage's table in the writing transaction, so an unfiltered list reads
 * its total there instead of counting its rows (server/resources/storage.ts).
 */
import { constraintName, quote } from './names.ts';
import { tableName } from './query-builder.ts';
import type { TableSpec } from './tables.ts';

const COUNTS = tableName('record_counts');

export function countTriggerStatements(
  table: Pick<TableSpec, 'name' | 'storage' | 'hasOrganization'>,
): string[] {
  const t = quote(table.name);
  const resource = `'${table.storage}'`;
  const org = table.hasOrganization ? `coalesce(organization_id, '')` : `''`;
  const fn = (suffix: string) => quote(constraintName('count', table.name, suffix));
  const trigger = (suffix: string) => quote(constraintName('tr', table.name, 'count', suffix));
  const statements = [
    `CREATE OR REPLACE FUNCTION ${fn('ins')}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ${COUNTS} AS c (resource, organization_id, n)
  SELECT ${resource}, o, count(*) FROM (SELECT ${org} AS o FROM changed_rows) AS r GROUP BY o ORDER BY o
  ON CONFLICT (resource, organization_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$`,
    `CREATE OR REPLACE FUNCTION ${fn('del')}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${COUNTS} AS c SET n = c.n - d.n
  FROM (SELECT o, count(*) AS n FROM (SELECT ${org} AS o FROM changed_rows) AS r GROUP BY o ORDER BY o) AS d
  WHERE c.resource = ${resource} AND c.organization_id = d.o;
  RETURN NULL;
END
$$`,
    `CREATE OR REPLACE FUNCTION ${fn('trunc')}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ${COUNTS} WHERE resource = ${resource};
  RETURN NULL;
END
$$`,
    `DROP TRIGGER IF EXISTS ${trigger('ins')} ON ${t}`,
    `CREATE TRIGGER ${trigger('ins')} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn('ins')}()`,
    `DROP TRIGGER IF EXISTS ${trigger('del')} ON ${t}`,
    `CREATE TRIGGER ${trigger('del')} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn('del')}()`,
    `DROP TRIGGER IF EXISTS ${trigger('trunc')} ON ${t}`,
    `CREATE TRIGGER ${trigger('trunc')} AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION ${fn('trunc')}()`,
  ];
  if (table.hasOrganization) {
    statements.push(
      `CREATE OR REPLACE FUNCTION ${fn('move')}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ${COUNTS} SET n = n - 1 WHERE resource = ${resource} AND organization_id = coalesce(OLD.organization_id, '');
  INSERT INTO ${COUNTS} AS c (resource, organization_id, n) VALUES (${resource}, coalesce(NEW.organization_id, ''), 1)
  ON CONFLICT (resource, organization_id) DO UPDATE SET n = c.n + 1;
  RETURN NULL;
END
$$`,
      `DROP TRIGGER IF EXISTS ${trigger('move')} ON ${t}`,
      `CREATE TRIGGER ${trigger('move')} AFTER UPDATE ON ${t} FOR EACH ROW WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id) EXECUTE FUNCTION ${fn('move')}()`,
    );
  }
  return statements;
}

/** Recounts a table's records (after rows arrived without the triggers, e.g. a table renamed in). */
export const recountStatement = (table: Pick<TableSpec, 'name' | 'storage' | 'hasOrganization'>): string =>
  `INSERT INTO ${COUNTS} (resource, organization_id, n)
   SELECT '${table.storage}', ${table.hasOrganization ? `coalesce(organization_id, '')` : `''`}, count(*) FROM ${quote(table.name)} GROUP BY 2
   ON CONFLICT (resource, organization_id) DO UPDATE SET n = excluded.n`;
