/**
 * Drafts no one has saved for ABANDONED_AFTER_DAYS are marked abandoned (src/domain/agreement-stage.ts):
 * a sweep at start and every hour, through the write path, so the agreement's history says when. An
 * abandoned draft stays a draft: continuing it (any save) makes it in progress again, and it can be
 * discarded as any draft.
 */
import agreements from '../../../src/resources/agreements/index.ts';
import { abandonedBefore } from '../../../src/domain/agreement-stage.ts';
import type { Db } from '../../db/db.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import { findRow } from '../../resources/storage.ts';
import { systemWriter, updateRecord } from '../../resources/write-record.ts';
import { qb, run } from '../../storage/query-builder.ts';

const lookup = (name: string) => resourceDefinitions.find((definition) => definition.name === name);
const SWEEP_MS = 60 * 60_000;

/** Marks the drafts untouched since 90 days before `now` abandoned: how many it marked. */
export async function abandonUntouchedDrafts(db: Db, now: Date): Promise<number> {
  const before = abandonedBefore(now).toISOString();
  const stale = await run<{ id: string }>(
    db,
    qb
      .selectFrom('agreements')
      .select('id')
      .where('status', '=', 'draft')
      .where('updated', '<', before)
      .where((eb) => eb.or([eb('stage', 'is', null), eb('stage', '!=', 'abandoned')])),
  );
  let marked = 0;
  for (const { id } of stale)
    marked += await db.transaction(async (tx) => {
      const row = await findRow(tx, agreements, id, null, true);
      // Saved or submitted since it was read: no longer untouched.
      const updated = Date.parse(String(row?.data.updated));
      if (!row || row.data.status !== 'draft' || !(updated < Date.parse(before))) return 0;
      const writer = systemWriter('abandoned-drafts', null, lookup);
      return (await updateRecord(tx, writer, agreements, row, { ...row.data, stage: 'abandoned' })) ? 1 : 0;
    });
  return marked;
}

/** Sweeps now and every hour until stopped. */
export function startAbandonedDraftsSweep(db: Db, log: (error: unknown) => void): () => void {
  const sweep = () => void abandonUntouchedDrafts(db, new Date()).catch(log);
  sweep();
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
