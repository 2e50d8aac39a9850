/**
 * The demo shops' issued gift cards (src/resources/gift-cards.ts): about 30 sold at Kaffebaren's three
 * cafés and 15 at Bokhandeln (a few in its web shop, without a store), from the templates index.ts
 * stores. Each card's transactions start with its issue and add up to its balance; some cards are used
 * up, some expired before the demo's day (2026-11-24) with money left, one is blocked. Everything is
 * derived from the card's index: the same seed every time.
 */
import { luhnCheckDigit } from '../../../src/domain/validators/personnummer.ts';
import type giftCards from '../../../src/resources/gift-cards.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { insertRows } from '../../resources/storage.ts';

export type SeedGiftCard = Omit<FieldsOf<typeof giftCards>, 'store'> & { id: string };
type Transaction = SeedGiftCard['transactions'][number];

/** The demo's day: cards whose expiry lies before it are expired (and nothing happens on it or after). */
export const GIFT_CARD_SEED_DAY = '2026-11-24';

/**
 * The templates as index.ts stores them (`giftcard-<organization>-<n>`, n from 1, in the order of its
 * GIFT_CARD_TEMPLATES): 200 kr, 500 kr, and an open amount of 100 to 5 000 kr, valid for three years.
 */
export const giftCardTemplateId = (organizationId: string, n: 1 | 2 | 3) => `giftcard-${organizationId}-${n}`;
const FIXED_PRICE = { 1: 20000, 2: 50000 } as const;
const VALIDITY_YEARS = 3;
/** Amounts buyers chose for the open template, in öre (within its 100 to 5 000 kr). */
const OPEN_AMOUNTS = [30000, 75000, 100000, 25000, 40000, 150000];

interface Shop {
  organizationId: string;
  key: string;
  count: number;
  /** The first card's sale; later ones follow, closer together towards today. */
  firstSale: string;
  /** Issuer identification (6 digits) of the card numbers. */
  iin: string;
  /** Stores and the prefix of their receipt numbers; null: the web shop. */
  stores: readonly { id: string | null; receipt: string }[];
  /** Totals of typical receipts, in öre: what a redemption draws, at most the balance. */
  receipts: readonly number[];
  /** Index of the card reported stolen. */
  blocked?: number;
}

const SHOPS: readonly Shop[] = [
  {
    organizationId: 'org-kaffebaren',
    key: 'kaffebaren',
    count: 30,
    firstSale: '2022-09-03',
    iin: '603641',
    stores: [
      { id: 'store-kaffebaren-gotgatan', receipt: 'GOT' },
      { id: 'store-kaffebaren-soder', receipt: 'SOD' },
      { id: 'store-kaffebaren-vasastan', receipt: 'VAS' },
    ],
    receipts: [6450, 8900, 12500, 4850, 15200, 21000, 7600, 3900, 11250, 9475],
    blocked: 12,
  },
  {
    organizationId: 'org-bokhandeln',
    key: 'bokhandeln',
    count: 15,
    firstSale: '2022-05-14',
    iin: '603642',
    stores: [
      { id: 'store-bokhandeln-kungsgatan', receipt: 'KUN' },
      { id: 'store-bokhandeln-nordstan', receipt: 'NOR' },
      { id: null, receipt: 'WEB' },
    ],
    receipts: [12900, 24900, 8900, 15900, 4900, 32900, 19900, 13950, 2900],
  },
];

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const at = (day: string, hour: number, minute: number) =>
  `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;

/** A 16-digit card number: the issuer, a serial from the index, and a Luhn check digit. */
function cardNumber(shop: Shop, index: number): string {
  const payload = `${shop.iin}${String(100_000_000 + ((index * 7_919 + 1_237) % 900_000_000)).slice(0, 9)}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

/** The same day and month, `years` later (29 February: 1 March). */
function yearsLater(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(Date.UTC(y + years, m - 1, d));
}

function receiptNumber(store: Shop['stores'][number], day: string, serial: number): string {
  return `${store.receipt}-${day.replace(/-/g, '')}-${String(serial).padStart(3, '0')}`;
}

type Step = 'redeem' | 'refund' | 'adjust' | 'redeemAll';
/** What follows the sale of the cards that are not used up, by index modulo 5 (3: used up). */
const STEPS: readonly (readonly Step[])[] = [
  [],
  ['redeem'],
  ['redeem', 'redeem'],
  [],
  ['redeem', 'refund', 'redeem'],
];

function card(shop: Shop, index: number): SeedGiftCard {
  const { organizationId, count } = shop;
  const template = ((index * 7) % 3) + 1;
  const initialAmount =
    template === 3 ? OPEN_AMOUNTS[index % OPEN_AMOUNTS.length]! : FIXED_PRICE[template as 1 | 2];

  // Sales spread from the first sale to a few days before the demo's day, denser towards it.
  const first = Date.parse(`${shop.firstSale}T00:00:00Z`);
  const span = (Date.parse(`${GIFT_CARD_SEED_DAY}T00:00:00Z`) - first) / DAY_MS - 4;
  const issueDay = dayOf(first + Math.round(span * Math.sqrt((index + 0.5) / count)) * DAY_MS);
  const expiresOn = yearsLater(issueDay, VALIDITY_YEARS);
  const seller = shop.stores[(index * 5 + 1) % shop.stores.length]!;
  const issuedAt = at(issueDay, 8 + ((index * 5) % 9), (index * 17) % 60);

  const transactions: Transaction[] = [
    {
      occurredAt: issuedAt,
      type: 'issue',
      amount: initialAmount,
      ...(seller.id ? { store: seller.id } : {}),
      receiptNumber: receiptNumber(seller, issueDay, ((index * 37) % 180) + 1),
    },
  ];

  // What happened to the card since: redemptions (each at most the balance), now and then a refund of
  // half of one or a goodwill adjustment of 25 kr. A used card draws until nothing is left.
  const lastDay = Math.min(
    Date.parse(`${expiresOn}T00:00:00Z`),
    Date.parse(`${GIFT_CARD_SEED_DAY}T00:00:00Z`),
  );
  const window = Math.min(Math.floor((lastDay - Date.parse(`${issueDay}T00:00:00Z`)) / DAY_MS) - 1, 420);
  const spent = index % 5 === 3;
  const steps: Step[] = spent ? ['redeem', 'redeem', 'redeemAll'] : [...(STEPS[index % STEPS.length] ?? [])];
  if (!spent && index % 7 === 6) steps.push('redeem', 'adjust');
  if (index === shop.blocked && steps.length === 0) steps.push('redeem');
  let balance = initialAmount;
  let lastRedeemed = 0;
  if (window >= steps.length) {
    steps.forEach((step, k) => {
      const day = dayOf(
        Date.parse(`${issueDay}T00:00:00Z`) +
          Math.max(1, Math.floor((window * (k + 1)) / (steps.length + 1))) * DAY_MS,
      );
      const store = shop.stores[(index + k * 2) % shop.stores.length]!;
      let amount = 0;
      if (step === 'redeem' || step === 'redeemAll') {
        const total = shop.receipts[(index * 3 + k) % shop.receipts.length]!;
        amount = -(step === 'redeemAll' ? balance : Math.min(total, balance));
        lastRedeemed = -amount;
      } else if (step === 'refund') {
        amount = Math.min(Math.round(lastRedeemed / 200) * 100, initialAmount - balance);
      } else {
        amount = Math.min(2500, initialAmount - balance);
      }
      if (amount === 0) return;
      balance += amount;
      transactions.push({
        occurredAt: at(day, 9 + ((index + k * 3) % 8), (index * 11 + k * 29) % 60),
        type: step === 'redeemAll' ? 'redeem' : step === 'adjust' ? 'adjustment' : step,
        amount,
        ...(store.id ? { store: store.id } : {}),
        ...(step === 'adjust'
          ? {}
          : { receiptNumber: receiptNumber(store, day, ((index * 13 + k * 41) % 180) + 1) }),
      });
    });
  }

  const status =
    index === shop.blocked
      ? 'blocked'
      : balance === 0
        ? 'used'
        : expiresOn < GIFT_CARD_SEED_DAY
          ? 'expired'
          : 'active';
  return {
    id: `issued-giftcard-${shop.key}-${String(index + 1).padStart(2, '0')}`,
    cardNumber: cardNumber(shop, index),
    template: giftCardTemplateId(organizationId, template as 1 | 2 | 3),
    status,
    initialAmount,
    balance,
    issuedAt,
    expiresOn,
    transactions,
  };
}

/** Each demo shop's cards, oldest first. */
export const DEMO_GIFT_CARDS: readonly { organizationId: string; cards: readonly SeedGiftCard[] }[] =
  SHOPS.map((shop) => ({
    organizationId: shop.organizationId,
    cards: Array.from({ length: shop.count }, (_, index) => card(shop, index)),
  }));

/** Stores the cards after their templates (a foreign key), each created when it was issued. */
export async function seedGiftCards(
  tx: Queryable,
  definitionOf: (storage: string) => ResourceDefinition,
  actor: string,
): Promise<void> {
  for (const { organizationId, cards } of DEMO_GIFT_CARDS)
    await insertRows(
      tx,
      definitionOf('gift-cards'),
      organizationId,
      cards.map(({ id, ...data }) => ({ id, data, createdAt: data.issuedAt })),
      actor,
    );
}
