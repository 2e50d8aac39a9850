/**
 * Many records of one definition judged and written as one batch (the CSV import, ./import.ts). Each
 * record passes the checks of ./write-record.ts in the same order (its data, row scope, references,
 * unique values, collection rules, uploads) with the same messages; what those checks read of other
 * records is read once for the batch and kept up to date in memory as records are judged, and the
 * records are written together (multi-row INSERTs with their history) every FLUSH_AT records and at the
 * end. When the database refuses a flush (a constraint the checks did not foresee), its records are
 * written one by one so the refusal lands on its own record. A storage with write hooks is written
 * record by record through ./write-record.ts, since its hooks read and write as each record lands.
 */
import { storageOf } from '../../src/schema/define-resource.ts';
import type { CollectionContext, RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { announceWrites } from '../storage/writes.ts';
import { tableFor, valueSql, type TableSpec } from '../storage/tables.ts';
import { apiError, validationFailed } from './api-errors.ts';
import { judgeCollectionRules, lockCollection } from './collection-rules.ts';
import { hooksFor } from './storage-hooks.ts';
import { countMatching, findRows, findWhere, insertRows, toRecord, updateRow, type Row } from './storage.ts';
import { matchesWhere, scopeConditions } from './where.ts';
import { organizationCondition } from './row-scope.ts';
import { dynamicQb, dynamicTable, run } from '../storage/query-builder.ts';
import { sql, type SqlBool } from 'kysely';
import { createRecord, judgeWrite, keepUploads, updateRecord } from './write-record.ts';
import { actorOf, type Writer } from './writer.ts';

const FLUSH_AT = 500;

type Data = Record<string, unknown>;
type Kind = 'create' | 'update';

export interface Refusal {
  tag: number;
  kind: Kind;
  error: unknown;
}

interface Pending {
  tag: number;
  kind: Kind;
  data: Data;
  /** The stored record an update changes. */
  before?: Row;
}

interface Count {
  where: Data;
  n: number;
}

/** A unique value as the unique check compares it (./input.ts checkUnique). */
function uniqueKey(table: TableSpec, source: string, value: unknown): string {
  const column = table.bySource.get(source)!;
  return column.kind.compare === 'lower' && typeof value === 'string'
    ? value.toLowerCase()
    : String(column.kind.toDb(value));
}

export class BatchWrite {
  private readonly table: TableSpec;
  private readonly direct: boolean;
  /** Stored records the batch may change, as they are after its writes so far. */
  private readonly rows = new Map<string, Row>();
  private readonly pending = new Map<string, Pending>();
  /** Ids of the records each reference field may name (lower case, as checkReferences compares). */
  private visible = new Map<string, Set<string>>();
  /** The unique values taken, by field: value -> id of the record holding it. */
  private taken = new Map<string, Map<string, string>>();
  /** A collection rule's counts of this definition's records, kept as records are judged. */
  private counts = new Map<string, Count>();
  /** Other resources' counts: the batch does not change them. */
  private otherCounts = new Map<string, number>();
  private readonly refusals: Refusal[] = [];
  private readonly written: string[] = [];

  private constructor(
    private readonly tx: Queryable,
    private readonly writer: Writer,
    private readonly definition: ResourceDefinition,
  ) {
    this.table = tableFor(definition);
    this.direct = hooksFor(definition).beforeWrite !== undefined;
  }

  /** A batch in the transaction `tx`, which may change the stored records `ids`. */
  static async open(
    tx: Queryable,
    writer: Writer,
    definition: ResourceDefinition,
    ids: readonly string[],
  ): Promise<BatchWrite> {
    const batch = new BatchWrite(tx, writer, definition);
    for (const row of await findRows(tx, definition, ids, writer.organizationId)) batch.rows.set(row.id, row);
    if (!batch.direct) {
      await lockCollection(tx, definition, writer.organizationId);
      await batch.readOthers();
    }
    return batch;
  }

  /** The record `id` as the batch has it (stored, or judged and not yet written). */
  current(id: string): { id: string; data: Data } | undefined {
    const pending = this.pending.get(id);
    if (pending) return { id, data: pending.data };
    return this.rows.get(id);
  }

  /** Judges a new record and keeps it to write; a refusal throws the error a POST would answer. */
  async create(tag: number, id: string, body: Data): Promise<void> {
    if (this.direct)
      return this.oneByOne(() => createRecord(this.tx, this.writer, this.definition, id, body));
    await this.take(tag, id, body, null);
  }

  /** Judges a change of the record `id` (one of `open`'s ids, or created in this batch). */
  async update(tag: number, id: string, body: Data): Promise<void> {
    if (this.direct)
      return this.oneByOne(async () => {
        const [fresh] = await findRows(this.tx, this.definition, [id], this.writer.organizationId);
        if (!fresh) throw apiError(404, 'errors.not_found');
        if (!(await updateRecord(this.tx, this.writer, this.definition, fresh, body)))
          throw apiError(409, 'errors.conflict');
      });
    const previous = this.current(id);
    if (!previous) throw apiError(404, 'errors.not_found');
    await this.take(tag, id, body, previous);
  }

  /** The write path's steps up to the write (./write-record.ts), the checks against what the batch knows. */
  private async take(tag: number, id: string, body: Data, previous: { id: string; data: Data } | null) {
    const data = await judgeWrite(this.writer, this.definition, body, previous);
    await this.check(previous ? id : null, data);
    await keepUploads(this.tx, this.writer, this.definition, id, data, previous?.data);
    this.remember(id, previous?.data ?? null, data);
    const earlier = this.pending.get(id);
    // A record written twice in one batch is written once, as it ends.
    this.pending.set(
      id,
      earlier
        ? { ...earlier, data }
        : previous
          ? { tag, kind: 'update', data, before: this.rows.get(id) }
          : { tag, kind: 'create', data },
    );
    await this.flushWhenFull();
  }

  /**
   * Writes what is left; the records the database refused so far, each with its error. May be called
   * again after more records (an import ends each chunk with it): each write is announced once.
   */
  async finish(): Promise<Refusal[]> {
    await this.flush();
    await announceWrites(this.tx, storageOf(this.definition), this.written.splice(0));
    return this.refusals.sort((a, b) => a.tag - b.tag);
  }

  private async oneByOne(write: () => Promise<unknown>): Promise<void> {
    await this.tx.query('SAVEPOINT batch_row');
    try {
      await write();
      await this.tx.query('RELEASE SAVEPOINT batch_row');
    } catch (error) {
      await this.tx.query('ROLLBACK TO SAVEPOINT batch_row');
      throw error;
    }
  }

  /** The other records the checks read: referenced ids and taken unique values. */
  private async readOthers(): Promise<void> {
    const { organizationId, lookup } = this.writer;
    this.visible = new Map();
    this.taken = new Map();
    this.counts = new Map();
    this.otherCounts = new Map();
    for (const [source, field] of Object.entries(this.definition.fields)) {
      if (field.kind === 'reference' || field.kind === 'references') {
        const target = lookup(field.reference);
        const rows = target
          ? await run<{ id: string }>(
              this.tx,
              dynamicQb
                .selectFrom(dynamicTable(tableFor(target)))
                .select('id')
                .where(sql<SqlBool>`${sql.join(scopeConditions(target, organizationId), sql` AND `)}`),
            )
          : [];
        this.visible.set(source, new Set(rows.map((row) => row.id.toLowerCase())));
      }
      const column = this.table.bySource.get(source);
      if (!field.unique || !column) continue;
      const value = sql.raw(valueSql(column));
      const own =
        field.unique === 'organization' ? organizationCondition(this.definition, organizationId) : null;
      const found = await run<{ id: string; value: unknown }>(
        this.tx,
        dynamicQb
          .selectFrom(dynamicTable(this.table))
          .select(['id', sql`${value}`.as('value')])
          .where(sql<SqlBool>`${sql.join([sql`${value} IS NOT NULL`, ...(own ? [own] : [])], sql` AND `)}`),
      );
      this.taken.set(source, new Map(found.map((row) => [String(row.value), row.id])));
    }
    for (const [id, { data }] of this.pending) this.remember(id, this.rows.get(id)?.data ?? null, data);
  }

  /** The checks of write-record.ts against the other records, from what the batch knows. */
  private async check(ownId: string | null, data: Data): Promise<void> {
    const { definition } = this;
    const missing: RecordIssue[] = [];
    for (const [source, known] of this.visible) {
      const value = data[source];
      const ids = (Array.isArray(value) ? value : value ? [value] : []).map((id) => String(id).toLowerCase());
      if (ids.some((id) => !known.has(id)))
        missing.push({ field: source, key: 'validation.reference_missing' });
    }
    if (missing.length) throw validationFailed(definition, missing);
    const duplicates: RecordIssue[] = [];
    for (const [source, holders] of this.taken) {
      const value = data[source];
      if (value === undefined || value === null) continue;
      const holder = holders.get(uniqueKey(this.table, source, value));
      if (holder !== undefined && holder !== ownId)
        duplicates.push({ field: source, key: 'validation.unique' });
    }
    if (duplicates.length) throw validationFailed(definition, duplicates);
    await judgeCollectionRules(definition, data, this.ruleContext(ownId));
  }

  private ruleContext(ownId: string | null): CollectionContext {
    const { tx, definition, writer } = this;
    const targetOf = (resource: string) => {
      const target = writer.lookup(resource);
      if (!target) throw new Error(`Unknown resource ${resource}`);
      return target;
    };
    return {
      id: ownId,
      find: async (resource, where) => {
        const target = targetOf(resource);
        if (storageOf(target) === storageOf(definition)) await this.flush();
        const rows = await findWhere(tx, target, writer.organizationId, where);
        return rows.map((row) => toRecord(target, row));
      },
      count: async (resource, where) => {
        const target = targetOf(resource);
        const key = JSON.stringify([resource, where]);
        if (target === definition) {
          let count = this.counts.get(key);
          if (!count) {
            count = { where, n: await countMatching(tx, target, writer.organizationId, where, null) };
            for (const [id, { data }] of this.pending) {
              const before = this.rows.get(id)?.data;
              count.n +=
                Number(matchesWhere(target, id, data, where)) -
                Number(!!before && matchesWhere(target, id, before, where));
            }
            this.counts.set(key, count);
          }
          const own = ownId === null ? undefined : this.current(ownId);
          return count.n - Number(!!own && matchesWhere(target, own.id, own.data, where));
        }
        if (storageOf(target) === storageOf(definition)) {
          await this.flush();
          return countMatching(tx, target, writer.organizationId, where, ownId);
        }
        const otherKey = `${key}${ownId ?? ''}`;
        let n = this.otherCounts.get(otherKey);
        if (n === undefined) {
          n = await countMatching(tx, target, writer.organizationId, where, ownId);
          this.otherCounts.set(otherKey, n);
        }
        return n;
      },
    };
  }

  /** A judged record's change, in what the next checks read. */
  private remember(id: string, before: Data | null, after: Data): void {
    for (const [source, holders] of this.taken) {
      const old = before?.[source];
      if (old !== undefined && old !== null) {
        const key = uniqueKey(this.table, source, old);
        if (holders.get(key) === id) holders.delete(key);
      }
      const value = after[source];
      if (value !== undefined && value !== null) holders.set(uniqueKey(this.table, source, value), id);
    }
    for (const [source, field] of Object.entries(this.definition.fields))
      if (
        (field.kind === 'reference' || field.kind === 'references') &&
        field.reference === this.definition.name
      )
        this.visible.get(source)?.add(id.toLowerCase());
    for (const count of this.counts.values())
      count.n +=
        Number(matchesWhere(this.definition, id, after, count.where)) -
        Number(!!before && matchesWhere(this.definition, id, before, count.where));
  }

  /** A record this batch inserted, as an update of it later in the batch needs it. */
  private storedAs(id: string, data: Data): Row {
    const now = new Date().toISOString();
    const by = actorOf(this.writer);
    const organization = this.writer.organizationId;
    return {
      id,
      organization_id: organization,
      data,
      version: 1,
      created_at: now,
      updated_at: now,
      created_by: by,
      updated_by: by,
    };
  }

  private async flushWhenFull(): Promise<void> {
    if (this.pending.size >= FLUSH_AT) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending.clear();
    await this.tx.query('SAVEPOINT batch_flush');
    try {
      await this.write(batch);
      await this.tx.query('RELEASE SAVEPOINT batch_flush');
      this.written.push(...batch.map(([id]) => id));
    } catch {
      await this.tx.query('ROLLBACK TO SAVEPOINT batch_flush');
      let refused = false;
      for (const entry of batch) {
        await this.tx.query('SAVEPOINT batch_row');
        try {
          await this.write([entry]);
          await this.tx.query('RELEASE SAVEPOINT batch_row');
          this.written.push(entry[0]);
        } catch (error) {
          await this.tx.query('ROLLBACK TO SAVEPOINT batch_row');
          if (entry[1].kind === 'create') this.rows.delete(entry[0]);
          this.refusals.push({ tag: entry[1].tag, kind: entry[1].kind, error });
          refused = true;
        }
      }
      // What the checks knew counted the refused records: read it again.
      if (refused) await this.readOthers();
    }
  }

  /** Writes judged records: new ones in chunks of one statement each, changes one by one (versioned). */
  private async write(entries: readonly (readonly [string, Pending])[]): Promise<void> {
    const { tx, definition, writer } = this;
    const creates = entries.filter(([, p]) => p.kind === 'create').map(([id, p]) => ({ id, data: p.data }));
    for (let at = 0; at < creates.length; at += FLUSH_AT)
      await insertRows(
        tx,
        definition,
        writer.organizationId,
        creates.slice(at, at + FLUSH_AT),
        actorOf(writer),
        true,
      );
    for (const [id, pending] of entries) {
      if (pending.kind === 'create') {
        this.rows.set(id, this.storedAs(id, pending.data));
        continue;
      }
      const before = pending.before!;
      const after = await updateRow(tx, definition, before, pending.data, before.version, actorOf(writer));
      if (!after) throw apiError(409, 'errors.conflict');
      this.rows.set(id, after);
    }
  }
}
