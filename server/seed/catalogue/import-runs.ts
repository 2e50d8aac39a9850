/**
 * The demo shops' import history (the `import-runs` resource): each shop brought its range in from a
 * spreadsheet once, Kaffebaren with two rows the import refused, so the import page shows a history and
 * an error report on first start.
 */
import type importRuns from '../../../src/resources/import-runs.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';

const RUNS = [
  {
    organizationId: 'org-kaffebaren',
    by: 'admin@kaffebaren.test',
    at: '2026-09-14T06:12:00.000Z',
    data: {
      fileName: 'kaffebaren-sortiment-hosten-2026.csv',
      register: 'products',
      total: 48,
      created: 40,
      updated: 6,
      unchanged: 0,
      failed: 2,
      problems: [
        { row: 17, column: 'Styckpris', message: 'Måste vara ett belopp, t.ex. 45,50' },
        { row: 33, column: 'EAN-koder', message: 'Ange en EAN-8 eller EAN-13 med korrekt kontrollsiffra' },
      ],
    },
  },
  {
    organizationId: 'org-bokhandeln',
    by: 'admin@bokhandeln.test',
    at: '2026-08-25T13:40:00.000Z',
    data: {
      fileName: 'bokhandeln-hostkatalog.csv',
      register: 'products',
      total: 80,
      created: 80,
      updated: 0,
      unchanged: 0,
      failed: 0,
      problems: [],
    },
  },
] as const;

export async function seedImportRuns(
  tx: Queryable,
  definitionOf: (storage: string) => ResourceDefinition,
): Promise<void> {
  for (const [i, run] of RUNS.entries()) {
    const data: FieldsOf<typeof importRuns> = { ...run.data, problems: [...run.data.problems] };
    await insertRows(
      tx,
      definitionOf('import-runs'),
      run.organizationId,
      [
        {
          id: `import-run-${i + 1}`,
          data,
          createdAt: run.at,
        },
      ],
      run.by,
    );
  }
}
