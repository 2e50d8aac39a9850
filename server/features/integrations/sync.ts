/**
 * A sync of one integration (issue 17): what to send its provider for one entity, what the provider
 * took, and the run the history shows. Products and customers go when they changed since they were last
 * sent (a fingerprint of what was sent); a day's sales go once, as a voucher per Z report posting as the
 * SIE export does with the integration's accounts; stock levels go per warehouse stock point. An item the
 * mapping cannot post (a tax group or payment method without an account) is refused with its reason and
 * sent again by a retry once the mapping is fixed.
 */
import { createHash } from 'node:crypto';
import {
  voucherAccounts,
  type IntegrationMapping,
  type SyncEntity,
  type SyncRefusal,
} from '../../../src/domain/accounting.ts';
import { SieAccountMissing, voucherTransactions, type MissingAccount } from '../../../src/domain/sie.ts';
import { externalIdCounts, storeSyncStatus } from '../../../src/domain/stock-sync.ts';
import { rateOn, swedishToday, type DatedRate } from '../../../src/domain/vat.ts';
import { storedFigures } from '../../../src/domain/z-report.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/errors.ts';
import { findWhere, type Row } from '../../resources/storage.ts';

export interface SyncItem {
  id: string;
  name: string;
  /** What the provider gets; its fingerprint decides whether it changed since it was last sent. */
  payload: unknown;
}

export interface SyncRefused {
  itemId: string;
  item: string;
  reason: SyncRefusal;
  detail?: string;
}

interface Prepared {
  items: SyncItem[];
  refused: SyncRefused[];
  /** Sent once and never again (a day's voucher), whatever changes later. */
  once?: boolean;
}

export interface SyncSource {
  db: Queryable;
  organizationId: string;
  mapping: IntegrationMapping;
  definition: (name: string) => ResourceDefinition;
}

/** Enough for any demo organization's catalogue; a sync reads a storage whole. */
const ALL = 1_000_000;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const recordsOf = async (source: SyncSource, name: string): Promise<Row[]> =>
  findWhere(source.db, source.definition(name), source.organizationId, {}, ALL);

export const fingerprint = (payload: unknown) =>
  createHash('sha256').update(JSON.stringify(payload)).digest('base64url');

/** Each tax group's name and its rate on `day` (today by default). */
async function taxGroupsOf(source: SyncSource, day = swedishToday()) {
  const groups = await recordsOf(source, 'tax-groups');
  return new Map(
    groups.map((row) => [
      row.id,
      {
        name: text(row.data.name),
        rates: (row.data.rates ?? []) as DatedRate[],
        rate: rateOn((row.data.rates ?? []) as DatedRate[], day),
      },
    ]),
  );
}

async function products(source: SyncSource): Promise<Prepared> {
  const groups = await taxGroupsOf(source);
  const accounts = new Map(
    (source.mapping.taxAccounts ?? []).filter((r) => r.taxGroup).map((r) => [String(r.taxGroup), r]),
  );
  const prepared: Prepared = { items: [], refused: [] };
  for (const row of await recordsOf(source, 'products')) {
    const { data } = row;
    const name = text(data.name);
    const group = text(data.taxGroup);
    const mapped = accounts.get(group);
    if (!mapped?.salesAccount) {
      prepared.refused.push({
        itemId: row.id,
        item: name,
        reason: 'noTaxGroupAccount',
        detail: groups.get(group)?.name ?? group,
      });
      continue;
    }
    prepared.items.push({
      id: row.id,
      name,
      payload: {
        articleNumber: text(data.sku) || row.id,
        description: name,
        unit: data.unit,
        price: data.unitPrice,
        priceIncludesVat: data.priceIncludesVat !== false,
        vat: groups.get(group)?.rate ?? null,
        salesAccount: mapped.salesAccount,
        eans: data.eans ?? [],
      },
    });
  }
  return prepared;
}

async function customers(source: SyncSource): Promise<Prepared> {
  const rows = await recordsOf(source, 'customers');
  return {
    refused: [],
    items: rows.map((row) => ({
      id: row.id,
      name: text(row.data.name),
      payload: {
        name: row.data.name,
        email: row.data.email ?? null,
        phone: row.data.phone ?? null,
        country: row.data.country ?? null,
        reference: row.data.customerReference ?? null,
      },
    })),
  };
}

const REFUSAL_OF: Record<MissingAccount['kind'], SyncRefusal> = {
  payment: 'noPaymentAccount',
  sales: 'noSalesAccount',
  vat: 'noVatAccount',
  tips: 'noTipsAccount',
  rounding: 'noRoundingAccount',
};

const missingDetail = (missing: MissingAccount) =>
  missing.kind === 'payment'
    ? missing.name
    : missing.kind === 'sales' || missing.kind === 'vat'
      ? `${missing.rate} %`
      : undefined;

async function sales(source: SyncSource): Promise<Prepared> {
  const groups = await taxGroupsOf(source);
  const methods = (await recordsOf(source, 'payment-methods')).map((row) => ({
    id: row.id,
    name: text(row.data.name),
    account: text(row.data.glAccount) || null,
  }));
  // A day's voucher posts each rate to the groups that had that rate on that day.
  const byDay = new Map<string, ReturnType<typeof voucherAccounts>>();
  const accountsOn = (day: string) => {
    let accounts = byDay.get(day);
    if (!accounts) {
      const rates = new Map<string, number>();
      for (const [id, group] of groups) {
        const rate = rateOn(group.rates, day);
        if (rate !== null) rates.set(id, rate);
      }
      byDay.set(day, (accounts = voucherAccounts(source.mapping, methods, rates)));
    }
    return accounts;
  };
  const prepared: Prepared = { items: [], refused: [], once: true };
  const reports = (await recordsOf(source, 'z-reports')).sort(
    (a, b) =>
      text(a.data.businessDay).localeCompare(text(b.data.businessDay)) ||
      Number(a.data.serialNumber) - Number(b.data.serialNumber),
  );
  for (const row of reports) {
    const name =
      `Z ${String(row.data.serialNumber ?? '')} ${text(row.data.businessDay)} ${text(row.data.title)}`.trim();
    try {
      const transactions = voucherTransactions(
        storedFigures(row.data),
        accountsOn(text(row.data.businessDay)),
      );
      prepared.items.push({
        id: row.id,
        name,
        payload: { date: row.data.businessDay, text: `Z-dagrapport ${text(row.data.title)}`, transactions },
      });
    } catch (error) {
      if (!(error instanceof SieAccountMissing)) throw error;
      prepared.refused.push({
        itemId: row.id,
        item: name,
        reason: REFUSAL_OF[error.missing.kind],
        detail: missingDetail(error.missing),
      });
    }
  }
  return prepared;
}

/** SPEC 8: stores without a warehouse, or warehouses sharing an external id, block stock sync. */
async function stockReadiness(source: SyncSource, warehouses: readonly Row[]): Promise<void> {
  const byId = new Map(warehouses.map((row) => [row.id, row.data]));
  const counts = externalIdCounts(warehouses.map((row) => row.data));
  const without: string[] = [];
  const shared = new Set<string>();
  for (const store of await recordsOf(source, 'stores')) {
    const status = storeSyncStatus(store.data, byId, counts);
    if (status === 'noWarehouse') without.push(text(store.data.name));
    if (status === 'duplicateExternalId')
      shared.add(text(byId.get(text(store.data.warehouseId))?.externalId));
  }
  if (without.length) {
    const names = without.sort().join(', ');
    throw ApiError.of(
      422,
      'errors.integration.stock_no_warehouse',
      `Stock cannot be synced: a store has no warehouse (${names})`,
      `Lagersaldon kan inte synkas: en butik saknar lager (${names})`,
      'entity',
    );
  }
  if (shared.size) {
    const ids = [...shared].sort().join(', ');
    throw ApiError.of(
      422,
      'errors.integration.stock_duplicate_external_id',
      `Stock cannot be synced: several warehouses have the same external id (${ids})`,
      `Lagersaldon kan inte synkas: flera lager har samma externa id (${ids})`,
      'entity',
    );
  }
}

async function stock(source: SyncSource): Promise<Prepared> {
  const warehouses = await recordsOf(source, 'warehouses');
  await stockReadiness(source, warehouses);
  const byId = new Map(warehouses.map((row) => [row.id, row.data]));
  const names = new Map((await recordsOf(source, 'products')).map((row) => [row.id, row.data]));
  const prepared: Prepared = { items: [], refused: [] };
  for (const row of await recordsOf(source, 'stock')) {
    const warehouse = byId.get(text(row.data.warehouse));
    const product = names.get(text(row.data.product));
    const name = `${text(product?.name)}, ${text(warehouse?.name)}`;
    const stockPoint = text(warehouse?.externalId).trim();
    if (!stockPoint) {
      prepared.refused.push({
        itemId: row.id,
        item: name,
        reason: 'noStockPoint',
        detail: text(warehouse?.name),
      });
      continue;
    }
    prepared.items.push({
      id: row.id,
      name,
      payload: {
        stockPoint,
        article: text(product?.sku) || text(row.data.product),
        quantity: row.data.quantity,
      },
    });
  }
  return prepared;
}

const PREPARE: Record<SyncEntity, (source: SyncSource) => Promise<Prepared>> = {
  products,
  customers,
  sales,
  stock,
};

export const prepareSync = (entity: SyncEntity, source: SyncSource) => PREPARE[entity](source);
