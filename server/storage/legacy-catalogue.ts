/**
 * What the version before the catalogue left for its products: a `vatRate` on each product and no tax
 * groups. Before the rows move into their tables, every organization gets the standard tax groups (as a
 * new one does: server/features/organizations/organization-hooks.ts) and each product the group whose rate today
 * is its old rate (the first such in STANDARD_TAX_GROUPS' order), so the required `taxGroup` holds.
 */
import { STANDARD_TAX_GROUPS } from '../../src/domain/tax-groups.ts';
import { rateOn, swedishToday } from '../../src/domain/vat.ts';
import type { Queryable } from '../db/db.ts';

export async function upgradeLegacyCatalogue(tx: Queryable, source: string): Promise<void> {
  const [products] = await tx.query(`SELECT 1 FROM ${source} WHERE resource = 'products' LIMIT 1`);
  const [groups] = await tx.query(`SELECT 1 FROM ${source} WHERE resource = 'tax-groups' LIMIT 1`);
  if (!products || groups) return;
  const organizations = await tx.query<{ id: string }>(
    `SELECT id FROM ${source} WHERE resource = 'organizations'
     UNION SELECT DISTINCT organization_id FROM ${source} WHERE resource = 'products' AND organization_id IS NOT NULL`,
  );
  const today = swedishToday();
  for (const { id: organizationId } of organizations) {
    const byRate = new Map<number, string>();
    for (const [key, group] of Object.entries(STANDARD_TAX_GROUPS)) {
      const id = `tax-${organizationId}-${key}`;
      await tx.query(
        `INSERT INTO ${source} (resource, id, organization_id, data, version, created_by, updated_by)
         VALUES ('tax-groups', $1, $2, $3::jsonb, 1, 'upgrade', 'upgrade')`,
        [id, organizationId, JSON.stringify({ name: group.name, rates: group.rates })],
      );
      const rate = rateOn(group.rates, today);
      if (rate !== null && !byRate.has(rate)) byRate.set(rate, id);
    }
    for (const [rate, id] of byRate) {
      await tx.query(
        `UPDATE ${source} SET data = data || jsonb_build_object('taxGroup', $3::text)
         WHERE resource = 'products' AND organization_id = $1 AND NOT data ? 'taxGroup'
           AND (data->>'vatRate')::numeric = $2`,
        [organizationId, rate, id],
      );
    }
    await tx.query(
      `UPDATE ${source} SET data = data || jsonb_build_object('taxGroup', $2::text)
       WHERE resource = 'products' AND organization_id = $1 AND NOT data ? 'taxGroup'`,
      [organizationId, byRate.get(25)],
    );
  }
}
