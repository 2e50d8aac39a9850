/**
 * The names an export writes for references (a store's name, not its id), looked up for each page of
 * records: only the ids the page holds that no earlier page has named, in one query per target. What is
 * kept is bounded, so a file of many customers keeps memory flat.
 */
import type { CsvReferences } from '../../src/schema/csv-values.ts';
import type { ExportReference } from '../../src/schema/csv-export.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { tableFor } from '../storage/tables.ts';

/** Most names kept per target resource between pages; past it the next page starts afresh. */
const MAX_KEPT = 20_000;

type Values = Readonly<Record<string, unknown>>;

export class ExportNames implements CsvReferences {
  private readonly names = new Map<string, Map<string, string>>();

  constructor(
    private readonly db: Queryable,
    private readonly lookup: (resource: string) => ResourceDefinition | undefined,
    private readonly organizationId: string | null,
    private readonly references: readonly ExportReference[],
    /** The sub-record list whose rows hold the `inLine` references. */
    private readonly linesField: string | null,
  ) {}

  nameOf(resource: string, id: string): string | undefined {
    return this.names.get(resource)?.get(id);
  }

  idsOf(): readonly string[] {
    return [];
  }

  /** Looks up the names of the references in `records` not yet known. */
  async load(records: readonly Values[]): Promise<void> {
    for (const [resource, known] of this.names) if (known.size > MAX_KEPT) this.names.delete(resource);
    const wanted = new Map<string, Set<string>>();
    const want = (resource: string, value: unknown) => {
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id !== 'string' || this.names.get(resource)?.has(id)) continue;
        let ids = wanted.get(resource);
        if (!ids) wanted.set(resource, (ids = new Set()));
        ids.add(id);
      }
    };
    for (const record of records)
      for (const { source, resource, inLine } of this.references) {
        if (!inLine) want(resource, record[source]);
        else if (this.linesField && Array.isArray(record[this.linesField]))
          for (const row of record[this.linesField] as Values[]) want(resource, row[source]);
      }
    for (const [resource, ids] of wanted) await this.fetch(resource, [...ids]);
  }

  private async fetch(resource: string, ids: string[]): Promise<void> {
    const target = this.lookup(resource);
    if (!target) return;
    const table = tableFor(target);
    const column = table.bySource.get(target.representation)?.name ?? 'id';
    const scoped = target.scope === 'organization';
    const rows = await this.db.query<{ id: string; name: string | null }>(
      `SELECT id, "${column}"::text AS name FROM "${table.name}" WHERE id = ANY($1::text[])${scoped ? ' AND organization_id = $2' : ''}`,
      scoped ? [ids, this.organizationId] : [ids],
    );
    let known = this.names.get(resource);
    if (!known) this.names.set(resource, (known = new Map()));
    for (const row of rows) known.set(row.id, row.name ?? row.id);
  }
}
