/**
 * Prepared statements on PGlite (Db.queryPrepared): PGlite's own `query` parses, plans and describes
 * every statement anew, and on a table with some sixty partial indexes the planning alone is most of a
 * list page's cost (docs/performance.md). Here a statement is parsed and described once (a named
 * statement of the session), and each run binds it with a generic plan: one message buffer holding
 * `SET plan_cache_mode = force_generic_plan`, Bind, Execute, Sync and `RESET plan_cache_mode`, inside
 * PGlite's transaction and query locks, as its `query` takes them. The setting is back to its default
 * after every run, errors included (Sync ends the failed run, then RESET runs).
 */
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { assertReadOnly } from './db.ts';

type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription, which the rows of each run are parsed with. */
  rowDescription: Message | undefined;
}

/** Named statements kept per database; the oldest is closed past this. */
const MAX_STATEMENTS = 500;
const { serialize } = protocol;
const GENERIC = serialize.query('SET plan_cache_mode = force_generic_plan');
const RESET = serialize.query('RESET plan_cache_mode');

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function preparedQueries(pg: PGlite): <T>(sql: string, params: readonly unknown[]) => Promise<T[]> {
  const statements = new Map<string, Statement>();
  let counter = 0;
  const run = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) return known;
    counter += 1;
    const name = `bo_prepared_${counter}`;
    const described = await run(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((m) => m.name === 'rowDescription'),
    };
    statements.set(sql, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestSql);
      await run(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }

  return async <T>(sql: string, params: readonly unknown[]): Promise<T[]> => {
    assertReadOnly(sql);
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const statement = await prepare(sql);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = pg.serializers[statement.paramTypes[i] ?? 0];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await run(
          concat([
            GENERIC,
            serialize.bind({ statement: statement.name, values }),
            serialize.execute({}),
            serialize.sync(),
            RESET,
          ]),
        );
        // The rows between BindComplete and the first ReadyForQuery, parsed with the statement's columns.
        const bound = messages.findIndex((m) => m.name === 'bindComplete');
        const done = messages.findIndex((m, i) => i > bound && m.name === 'readyForQuery');
        const rows = messages
          .slice(bound + 1, done)
          .filter((m) => m.name === 'dataRow' || m.name === 'commandComplete');
        if (!statement.rowDescription) return [];
        const [result] = parse.parseResults([statement.rowDescription, ...rows], pg.parsers);
        return (result?.rows ?? []) as T[];
      }),
    );
  };
}
