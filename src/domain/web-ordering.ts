/**
 * Web ordering of a store (SPEC 1 "online ordering with QR codes per table", SPEC 3 Store "web order
 * settings", SPEC 9 "Auto-generated numbers 1-99", "Open return policy default 30 days"): where a
 * table's QR code leads, and the rules of the settings that the form and the API share.
 */
import type { CollectionRule, RecordIssue, RecordRule } from './validators/rule';

export const MIN_TABLE = 1;
export const MAX_TABLE = 99;
export const DEFAULT_OPEN_RETURN_DAYS = 30;

/**
 * The guests' ordering site. The platform serves each store's page at its subdomain; the host is a
 * deployment fact, kept here so that the API (which computes the address) and the QR codes agree.
 */
export const WEB_ORDER_HOST = 'order.example';

/** The address of a store's ordering page. */
export const orderingUrl = (subdomain: string): string => `https://${subdomain}.${WEB_ORDER_HOST}/`;

/** The address a table's QR code holds: the store's ordering page, ordering to that table. */
export const tableUrl = (page: string, table: number): string => `${page}?table=${table}`;

export interface WebTable {
  number: number;
  section?: string | null;
  seats?: number | null;
}

/** The tables as rows of the QR sheet: by section (in the order first met), then by number. */
export function tablesBySection(tables: readonly WebTable[]): { section: string; tables: WebTable[] }[] {
  const sections = new Map<string, WebTable[]>();
  for (const table of tables) {
    const section = table.section?.trim() ?? '';
    sections.set(section, [...(sections.get(section) ?? []), table]);
  }
  return [...sections].map(([section, rows]) => ({
    section,
    tables: [...rows].sort((a, b) => a.number - b.number),
  }));
}

const rowsOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];

/** A table number appears once in a store; each tip percentage once. */
export const webOrderingRule: RecordRule<{
  tables?: unknown;
  tipping?: unknown;
  tipPercentages?: unknown;
  preOrders?: unknown;
  preOrderDays?: unknown;
}> = {
  messages: {
    'validation.web_ordering.duplicate_table': {
      en: 'Table %{number} is already listed',
      sv: 'Bord %{number} finns redan',
    },
    'validation.web_ordering.duplicate_tip': {
      en: 'This percentage is already listed',
      sv: 'Procentsatsen finns redan',
    },
    'validation.web_ordering.tip_required': {
      en: 'Tipping needs at least one percentage',
      sv: 'Dricks behöver minst en procentsats',
    },
    'validation.web_ordering.pre_order_days_required': {
      en: 'Pre-orders need how many days ahead they may be placed',
      sv: 'Förbeställningar behöver hur många dagar i förväg de får läggas',
    },
  },
  check: ({ tables, tipping, tipPercentages, preOrders, preOrderDays }) => {
    const issues: RecordIssue[] = [];
    const numbers = new Set<unknown>();
    rowsOf(tables).forEach((row, index) => {
      if (row.number === undefined || row.number === null || row.number === '') return;
      if (numbers.has(row.number))
        issues.push({
          field: `tables.${index}.number`,
          key: 'validation.web_ordering.duplicate_table',
          params: { number: String(row.number) },
        });
      numbers.add(row.number);
    });
    const tips = rowsOf(tipPercentages);
    const percents = new Set<unknown>();
    tips.forEach((row, index) => {
      if (row.percent === undefined || row.percent === null || row.percent === '') return;
      if (percents.has(row.percent))
        issues.push({
          field: `tipPercentages.${index}.percent`,
          key: 'validation.web_ordering.duplicate_tip',
        });
      percents.add(row.percent);
    });
    if (tipping === true && percents.size === 0)
      issues.push({ field: 'tipPercentages', key: 'validation.web_ordering.tip_required' });
    if (preOrders === true && (preOrderDays === undefined || preOrderDays === null || preOrderDays === ''))
      issues.push({ field: 'preOrderDays', key: 'validation.web_ordering.pre_order_days_required' });
    return issues;
  },
};

/** Guests reach a store's ordering page at its subdomain: web ordering is on only for a store that has one. */
export const webOrderingNeedsSubdomainRule: CollectionRule<{ enabled?: unknown; store?: unknown }> = {
  messages: {
    'validation.web_ordering.subdomain_required': {
      en: 'Give the store a subdomain first: its ordering page lives there',
      sv: 'Ge butiken en underdomän först: där finns dess beställningssida',
    },
  },
  check: async ({ enabled, store }, ctx) => {
    if (enabled !== true || typeof store !== 'string') return [];
    const [found] = await ctx.find('stores', { id: store });
    const subdomain = found?.subdomain;
    return found && (typeof subdomain !== 'string' || subdomain === '')
      ? [{ field: 'enabled', key: 'validation.web_ordering.subdomain_required' }]
      : [];
  },
};
