/**
 * Indexes derived from the definitions at start (DESIGN.md 5, docs/decisions.md): a partial expression
 * index per sortable or filterable field, ending in `id` so that a list page sorted by the field (with
 * its `id` tiebreaker, list-query.ts) is read from the index in order, a unique index per unique field
 * (per organization or across the platform, case-insensitive for texts), and a GIN trigram index over
 * the searchable fields (substring search).
 */
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db } from '../db/db.ts';
import { indexName, isIndexable, resourceLiteral, searchDocument, valueExpression } from './sql.ts';

export function indexStatements(definition: ResourceDefinition): string[] {
  const where = `WHERE resource = ${resourceLiteral(definition)}`;
  const scoped = definition.scope === 'organization';
  const statements: string[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (!isIndexable(field)) continue;
    const expression = valueExpression(source, field);
    if (field.unique) {
      const perOrganization = field.unique === 'organization' && scoped;
      const columns = perOrganization ? `organization_id, ${expression}` : expression;
      statements.push(`CREATE UNIQUE INDEX IF NOT EXISTS ${indexName(definition.name, source, 'uq')} ON records (${columns}) ${where}`);
    }
    if (field.sortable || field.filterable) {
      const columns = scoped ? `organization_id, ${expression}, id` : `${expression}, id`;
      // The earlier index of this field, without `id`, is replaced.
      statements.push(`DROP INDEX IF EXISTS ${indexName(definition.name, source)}`);
      statements.push(`CREATE INDEX IF NOT EXISTS ${indexName(definition.name, source, 'sort')} ON records (${columns}) ${where}`);
    }
  }
  const document = searchDocument(definition);
  // The earlier full-text (tsvector) index is replaced by the trigram one. fastupdate off: a new record
  // goes into the index at once rather than into a pending list that every search reads until a
  // vacuum merges it (PGlite has no autovacuum).
  statements.push(`DROP INDEX IF EXISTS ${indexName(definition.name, 'search')}`);
  if (document) {
    statements.push(`CREATE INDEX IF NOT EXISTS ${indexName(definition.name, 'q', 'trgm')} ON records USING gin ((${document}) gin_trgm_ops) WITH (fastupdate = off) ${where}`);
  }
  return statements;
}


const synced = new WeakMap<Db, Promise<void>>();

/** Creates the missing indexes once per database; later calls wait for the first. */
export function ensureIndexes(db: Db, definitions: readonly ResourceDefinition[]): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = (async () => {
      for (const definition of definitions) for (const statement of indexStatements(definition)) await db.query(statement);
    })();
    done.catch(() => synced.delete(db));
    synced.set(db, done);
  }
  return done;
}
