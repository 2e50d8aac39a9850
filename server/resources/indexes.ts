/**
 * Indexes derived from the definitions at start (DESIGN.md 5, docs/decisions.md): a partial expression
 * index per sortable or filterable field, ending in `id` so that a list page sorted by the field (with
 * its `id` tiebreaker, list-query.ts) is read from the index in order, a unique index per unique field
 * (per organization or across the platform, case-insensitive for texts), and a GIN trigram index over
 * the searchable fields (substring search). One index per storage and shape, however many definitions share
 * the storage.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Db } from '../db/db.ts';
import { indexName, isIndexable, resourceLiteral, searchDocument, valueExpression } from './sql.ts';

interface DerivedIndex {
  /** The index's name, from the definition that asks for it. */
  name: string;
  /** `CREATE [UNIQUE] INDEX IF NOT EXISTS <name> ON ...`, with `<name>` where the name goes. */
  create: string;
  /** Statements that run before it (an earlier form of the index replaced). */
  before: string[];
}

const NAME = '<name>';

function derivedIndexes(definition: ResourceDefinition): DerivedIndex[] {
  const where = `WHERE resource = ${resourceLiteral(definition)}`;
  const scoped = definition.scope === 'organization';
  const indexes: DerivedIndex[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (!isIndexable(field)) continue;
    const expression = valueExpression(source, field);
    if (field.unique) {
      const perOrganization = field.unique === 'organization' && scoped;
      const columns = perOrganization ? `organization_id, ${expression}` : expression;
      indexes.push({ name: indexName(definition.name, source, 'uq'), create: `CREATE UNIQUE INDEX IF NOT EXISTS ${NAME} ON records (${columns}) ${where}`, before: [] });
    }
    if (field.sortable || field.filterable) {
      const columns = scoped ? `organization_id, ${expression}, id` : `${expression}, id`;
      // The earlier index of this field, without `id`, is replaced.
      indexes.push({
        name: indexName(definition.name, source, 'sort'),
        create: `CREATE INDEX IF NOT EXISTS ${NAME} ON records (${columns}) ${where}`,
        before: [`DROP INDEX IF EXISTS ${indexName(definition.name, source)}`],
      });
    }
  }
  const document = searchDocument(definition);
  // The earlier full-text (tsvector) index is replaced by the trigram one. fastupdate off: a new record
  // goes into the index at once rather than into a pending list that every search reads until a
  // vacuum merges it (PGlite has no autovacuum).
  const dropSearch = `DROP INDEX IF EXISTS ${indexName(definition.name, 'search')}`;
  if (document) {
    indexes.push({
      name: indexName(definition.name, 'q', 'trgm'),
      create: `CREATE INDEX IF NOT EXISTS ${NAME} ON records USING gin ((${document}) gin_trgm_ops) WITH (fastupdate = off) ${where}`,
      before: [dropSearch],
    });
  } else {
    indexes.push({ name: '', create: '', before: [dropSearch] });
  }
  return indexes;
}

/**
 * The statements that create the derived indexes of `definitions`. Definitions sharing a storage
 * (users, allusers, superusers, ...) often ask for the same index: it is made once, under the name of
 * the storage's own definition when that one asks for it, else under the first name in alphabetical
 * order; the same index under the other names (made by earlier versions) is dropped. Every index on
 * `records` is one more for the planner to consider in every query on the table.
 */
export function indexStatements(definitions: readonly ResourceDefinition[]): string[] {
  const byCreate = new Map<string, { names: Set<string>; preferred: string | null }>();
  const before: string[] = [];
  for (const definition of definitions) {
    for (const index of derivedIndexes(definition)) {
      before.push(...index.before);
      if (!index.create) continue;
      const entry = byCreate.get(index.create) ?? { names: new Set<string>(), preferred: null };
      entry.names.add(index.name);
      if (definition.name === storageOf(definition)) entry.preferred ??= index.name;
      byCreate.set(index.create, entry);
    }
  }
  const statements = [...new Set(before)];
  for (const [create, { names, preferred }] of byCreate) {
    const kept = preferred ?? [...names].sort()[0]!;
    for (const name of names) if (name !== kept) statements.push(`DROP INDEX IF EXISTS ${name}`);
    statements.push(create.replace(NAME, kept));
  }
  return statements;
}

const synced = new WeakMap<Db, Promise<void>>();

/** Creates the missing indexes once per database; later calls wait for the first. */
export function ensureIndexes(db: Db, definitions: readonly ResourceDefinition[]): Promise<void> {
  let done = synced.get(db);
  if (!done) {
    done = (async () => {
      for (const statement of indexStatements(definitions)) await db.query(statement);
    })();
    done.catch(() => synced.delete(db));
    synced.set(db, done);
  }
  return done;
}
