/**
 * Issued gift cards in the API (src/resources/gift-cards.ts): read-only for everyone (the register
 * writes them), listed newest first with their transactions and the store they were sold in, filtered
 * by status, searched by number, kept to their organization; the seeded cards agree with their own
 * definition, their rules and their templates; the rules refuse what does not add up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountFitsType, transactionsSum } from '../../../src/domain/validators/gift-cards.ts';
import giftCards from '../../../src/resources/gift-cards.ts';
import { createRegistry } from '../../../src/schema/registry-core.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { DEMO_GIFT_CARDS, GIFT_CARD_SEED_DAY, type SeedGiftCard } from '../../seed/catalogue/gift-cards.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRow, storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { resourceDefinitions } from '../definitions.ts';

const CARDS = '/api/catalog/giftcard';
const ADMIN = 'admin@kaffebaren.test';
const OTHER_ADMIN = 'admin@bokhandeln.test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const send = async (
  username: string,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
) =>
  server.app.request(path, {
    method,
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json', ...extra },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const json = async <T>(res: Response) => {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
};
const query = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

interface Transaction {
  occurredAt: string;
  type: string;
  amount: number;
  store?: string;
  receiptNumber?: string;
}
interface Card {
  id: string;
  version: number;
  organizationId: string;
  cardNumber: string;
  template: string;
  status: string;
  initialAmount: number;
  balance: number;
  issuedAt: string;
  expiresOn: string;
  store: string | null;
  transactions: Transaction[];
}

const seeded = (organizationId: string) =>
  DEMO_GIFT_CARDS.find((shop) => shop.organizationId === organizationId)!.cards;
const KAFFEBAREN = seeded('org-kaffebaren');
const BOKHANDELN = seeded('org-bokhandeln');

describe('a merchant admin', () => {
  it('lists its organization’s cards, newest issued first, with balance, expiry and status', async () => {
    const res = await send(ADMIN, 'GET', `${CARDS}${query({ range: [0, 99] })}`);
    expect(res.headers.get('Content-Range')).toBe(
      `gift-cards 0-${KAFFEBAREN.length - 1}/${KAFFEBAREN.length}`,
    );
    const cards = await json<Card[]>(res);
    expect(cards.length).toBe(30);
    expect(cards.every((c) => c.organizationId === 'org-kaffebaren')).toBe(true);
    const issued = cards.map((c) => c.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    expect(cards[0]).toMatchObject({
      balance: expect.any(Number),
      expiresOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: expect.any(String),
    });
  });

  it('reads a card with its transactions and the store it was sold in', async () => {
    const expected = KAFFEBAREN.find((c) => c.transactions.length >= 3)!;
    const card = await json<Card>(await send(ADMIN, 'GET', `${CARDS}/${expected.id}`));
    expect(card).toMatchObject({
      cardNumber: expected.cardNumber,
      template: expected.template,
      initialAmount: expected.initialAmount,
      balance: expected.balance,
      status: expected.status,
    });
    expect(card.transactions).toEqual(expected.transactions);
    expect(card.transactions[0]).toMatchObject({ type: 'issue', amount: card.initialAmount });
    expect(card.store).toBe(card.transactions[0]?.store);
    expect(card.store).toMatch(/^store-kaffebaren-/);
    expect(transactionsSum(card.transactions)).toBe(card.balance);
  });

  it('sees no store on a card sold in the web shop', async () => {
    const web = BOKHANDELN.find((c) => !c.transactions[0]?.store)!;
    const card = await json<Card>(await send(OTHER_ADMIN, 'GET', `${CARDS}/${web.id}`));
    expect(card.store).toBeNull();
  });

  it('filters by status and searches by card number', async () => {
    for (const status of ['active', 'used', 'expired', 'blocked']) {
      const cards = await json<Card[]>(
        await send(ADMIN, 'GET', `${CARDS}${query({ range: [0, 99], filter: { status } })}`),
      );
      expect(cards.length, status).toBe(KAFFEBAREN.filter((c) => c.status === status).length);
      expect(cards.every((c) => c.status === status)).toBe(true);
    }
    const spentOrBlocked = await json<Card[]>(
      await send(
        ADMIN,
        'GET',
        `${CARDS}${query({ range: [0, 99], filter: { status: ['used', 'blocked'] } })}`,
      ),
    );
    expect(spentOrBlocked.length).toBe(
      KAFFEBAREN.filter((c) => ['used', 'blocked'].includes(c.status)).length,
    );
    const target = KAFFEBAREN[7]!;
    const found = await json<Card[]>(
      await send(ADMIN, 'GET', `${CARDS}${query({ filter: { q: target.cardNumber.slice(-8) } })}`),
    );
    expect(found.map((c) => c.id)).toEqual([target.id]);
    const expiredSoon = await json<Card[]>(
      await send(ADMIN, 'GET', `${CARDS}${query({ filter: { expiresOn_lt: GIFT_CARD_SEED_DAY } })}`),
    );
    expect(expiredSoon.length).toBeGreaterThan(0);
    expect(expiredSoon.every((c) => c.status === 'expired' || c.status === 'used')).toBe(true);
  });

  it('reads a card’s (empty) history: the register, not the back office, writes cards', async () => {
    const res = await send(ADMIN, 'GET', `${CARDS}/${KAFFEBAREN[0]!.id}/history`);
    expect(await json<unknown[]>(res)).toEqual([]);
  });

  it('cannot delete a template cards were sold from (use its enabled flag)', async () => {
    const template = KAFFEBAREN[0]!.template;
    const res = await send(ADMIN, 'DELETE', `/api/catalog/giftcard-template/${template}`);
    await expectApiError(res, 409, 'errors.in_use');
    expect(await storedRow(server.db, 'gift-card-templates', template)).toBeDefined();
  });
});

describe('nobody writes a card through the API', () => {
  const card = () => KAFFEBAREN.find((c) => c.status === 'active')!;
  const writes = () => {
    const { id, ...data } = card();
    return [
      ['POST', CARDS, { ...data, cardNumber: '6036419999999999' }],
      ['PUT', `${CARDS}/${id}`, { ...data, balance: 0, status: 'used', version: 1 }],
      ['DELETE', `${CARDS}/${id}`, undefined],
    ] as const;
  };

  it.each([
    ['the merchant admin', ADMIN, {}],
    ['the owner', 'owner@kaffebaren.test', {}],
    ['a super admin working in the organization', 'super@demo.test', { organizationId: 'org-kaffebaren' }],
  ])('%s: 403 on POST, PUT and DELETE, nothing changes', async (_label, username, extra) => {
    const before = await storedRows(server.db, 'gift-cards');
    for (const [method, path, body] of writes()) {
      const res = await send(username, method, path, body, extra);
      await expectApiError(res, 403, 'forbidden');
    }
    expect(await storedRows(server.db, 'gift-cards')).toEqual(before);
  });

  it('the super admin working in the organization reads the cards', async () => {
    const cards = await json<Card[]>(
      await send('super@demo.test', 'GET', `${CARDS}${query({ range: [0, 99] })}`, undefined, {
        organizationId: 'org-kaffebaren',
      }),
    );
    expect(cards.length).toBe(KAFFEBAREN.length);
  });

  it('switches the actions off in the definition, so the app offers no create, edit or delete', () => {
    expect(giftCards.access).toMatchObject({ create: false, edit: false, delete: false });
    expect(giftCards.list).toMatchObject({ sort: { field: 'issuedAt', order: 'DESC' }, bulkDelete: false });
    const registry = createRegistry(resourceDefinitions);
    const admin = { roles: ['admin'], permissions: ['gift-cards'] };
    const route = 'apps/merchant/giftcards-issued';
    expect(registry.canAccess(route, 'list', admin)).toBe(true);
    expect(registry.canAccess(route, 'show', admin)).toBe(true);
    for (const action of ['create', 'edit', 'delete'] as const)
      expect(registry.canAccess(route, action, admin), action).toBe(false);
    expect(registry.canAccess(route, 'list', { roles: ['admin'], permissions: ['products'] })).toBe(false);
    expect(registry.menuEntries().find((e) => e.url === `/${route}`)).toMatchObject({
      title: { sv: 'Utfärdade presentkort', en: 'Issued gift cards' },
      group: 'merchant',
      permissionKey: 'gift-cards',
      featureFlag: 'merchant-giftcards',
    });
    const merchantOrder = registry
      .menuEntries()
      .filter((e) => e.group === 'merchant')
      .map((e) => e.url);
    expect(merchantOrder.indexOf(`/${route}`)).toBe(merchantOrder.indexOf('/apps/merchant/giftcards') + 1);
  });
});

describe('another organization', () => {
  it('lists only its own cards', async () => {
    const cards = await json<Card[]>(await send(OTHER_ADMIN, 'GET', `${CARDS}${query({ range: [0, 99] })}`));
    expect(cards.length).toBe(BOKHANDELN.length);
    expect(cards.every((c) => c.organizationId === 'org-bokhandeln')).toBe(true);
  });

  it('does not find Kaffebaren’s cards, by id, search or a forged header', async () => {
    const id = KAFFEBAREN[0]!.id;
    await expectApiError(await send(OTHER_ADMIN, 'GET', `${CARDS}/${id}`), 404, 'not_found');
    await expectApiError(await send(OTHER_ADMIN, 'GET', `${CARDS}/${id}/history`), 404, 'not_found');
    const forged = await json<Card[]>(
      await send(
        OTHER_ADMIN,
        'GET',
        `${CARDS}${query({ filter: { q: KAFFEBAREN[0]!.cardNumber } })}`,
        undefined,
        {
          organizationId: 'org-kaffebaren',
        },
      ),
    );
    expect(forged).toEqual([]);
  });

  it('sees none at all when it sold none', async () => {
    expect(await json<Card[]>(await send('admin@nystart.test', 'GET', CARDS))).toEqual([]);
  });
});

describe('the seeded cards', () => {
  it('are as many as planned, each organization’s under its own id', async () => {
    expect(KAFFEBAREN.length).toBe(30);
    expect(BOKHANDELN.length).toBe(15);
    expect((await storedRows(server.db, 'gift-cards', { organizationId: 'org-kaffebaren' })).length).toBe(30);
    expect((await storedRows(server.db, 'gift-cards', { organizationId: 'org-bokhandeln' })).length).toBe(15);
  });

  it('pass their own definition and rules', async () => {
    for (const { id, data } of await storedRows(server.db, 'gift-cards'))
      expect(await validateRecord(giftCards, data, 'create'), id).toEqual([]);
  });

  it('add up: each starts with its issue, its transactions sum to its balance, signs fit the types', () => {
    for (const card of [...KAFFEBAREN, ...BOKHANDELN]) {
      const [issue, ...rest] = card.transactions;
      expect(issue, card.id).toMatchObject({ type: 'issue', amount: card.initialAmount });
      expect(
        rest.every((t) => t.type !== 'issue'),
        card.id,
      ).toBe(true);
      expect(transactionsSum(card.transactions), card.id).toBe(card.balance);
      for (const t of card.transactions) expect(amountFitsType(t.type, t.amount!), card.id).toBe(true);
      const times = card.transactions.map((t) => t.occurredAt!);
      expect(times, card.id).toEqual([...times].sort());
      expect(times.every((t) => t.slice(0, 10) < GIFT_CARD_SEED_DAY)).toBe(true);
      expect(card.cardNumber).toMatch(/^\d{16}$/);
    }
  });

  it('cover every status: some used up, some expired before the demo’s day, one blocked', () => {
    const all = [...KAFFEBAREN, ...BOKHANDELN];
    const of = (status: string) => all.filter((c) => c.status === status);
    expect(of('used').length).toBeGreaterThanOrEqual(3);
    expect(of('used').every((c) => c.balance === 0)).toBe(true);
    expect(of('expired').length).toBeGreaterThanOrEqual(3);
    expect(of('expired').every((c) => c.expiresOn < GIFT_CARD_SEED_DAY && c.balance > 0)).toBe(true);
    expect(of('blocked').length).toBe(1);
    expect(of('active').every((c) => c.expiresOn >= GIFT_CARD_SEED_DAY && c.balance > 0)).toBe(true);
    expect(new Set(all.map((c) => c.cardNumber)).size).toBe(all.length);
  });

  it('were sold from their organization’s templates, for an amount each template allows', async () => {
    for (const [username, cards] of [
      [ADMIN, KAFFEBAREN],
      [OTHER_ADMIN, BOKHANDELN],
    ] as const) {
      const templates = await json<
        {
          id: string;
          priceType: string;
          price?: number;
          minPrice?: number;
          maxPrice?: number;
          validityYears: number;
        }[]
      >(await send(username, 'GET', `/api/catalog/giftcard-template${query({ range: [0, 99] })}`));
      for (const card of cards) {
        const template = templates.find((t) => t.id === card.template);
        expect(template, card.id).toBeDefined();
        if (template!.priceType === 'fixed') expect(card.initialAmount, card.id).toBe(template!.price);
        else {
          expect(card.initialAmount).toBeGreaterThanOrEqual(template!.minPrice!);
          expect(card.initialAmount).toBeLessThanOrEqual(template!.maxPrice!);
        }
        const years = Number(card.expiresOn.slice(0, 4)) - Number(card.issuedAt.slice(0, 4));
        expect(years, card.id).toBe(template!.validityYears);
      }
    }
  });
});

describe('the rules of a card', () => {
  type EditableCard = Omit<SeedGiftCard, 'transactions'> & { transactions: Partial<Transaction>[] };
  const valid = (): EditableCard =>
    structuredClone(KAFFEBAREN.find((c) => c.status === 'active' && c.transactions.length >= 2)!);
  const issuesOf = async (card: Record<string, unknown>) =>
    (await validateRecord(giftCards, card, 'create')).map((i) => `${i.field}:${i.key}`).sort();

  it('accept a seeded card', async () => {
    expect(await issuesOf(valid())).toEqual([]);
  });

  it.each<[string, (card: EditableCard) => void, string[]]>([
    [
      'a balance above the initial amount',
      (c) => {
        c.balance = c.initialAmount + 100;
        c.transactions.push({
          occurredAt: '2026-11-20T10:00:00Z',
          type: 'adjustment',
          amount: 100 + c.initialAmount - transactionsSum(c.transactions),
        });
      },
      ['balance:validation.gift_card.balance_range'],
    ],
    [
      'a balance the transactions do not add up to',
      (c) => (c.balance -= 100),
      ['transactions:validation.gift_card.transactions_sum'],
    ],
    [
      'a refund that draws from the card',
      (c) => (c.transactions[1]!.type = 'refund'),
      ['transactions.1.amount:validation.gift_card.amount_sign'],
    ],
    [
      'a card whose first transaction is no issue',
      (c) => (c.transactions[0]!.type = 'refund'),
      ['transactions:validation.gift_card.issue_first'],
    ],
    [
      'an issue for another amount than the initial one',
      (c) => {
        c.transactions[0]!.amount = c.initialAmount - 100;
        c.balance -= 100;
      },
      ['transactions:validation.gift_card.issue_first'],
    ],
    [
      'a used card with money left',
      (c) => (c.status = 'used'),
      ['status:validation.gift_card.used_with_balance'],
    ],
    [
      'an active card with nothing left',
      (c) => {
        c.transactions.push({ occurredAt: '2026-11-20T10:00:00Z', type: 'redeem', amount: -c.balance });
        c.balance = 0;
      },
      ['status:validation.gift_card.active_without_balance'],
    ],
    [
      'an expiry before the issue',
      (c) => (c.expiresOn = '2020-01-01'),
      ['expiresOn:validation.gift_card.expires_before_issue'],
    ],
    [
      'a card number with letters',
      (c) => (c.cardNumber = '6036 41AB'),
      ['cardNumber:validation.gift_card.number'],
    ],
    ['no transactions', (c) => (c.transactions = []), ['transactions:validation.at_least_one_row']],
    ['an unknown status', (c) => (c.status = 'lost' as never), ['status:validation.enum']],
  ])('refuse %s', async (_label, change, expected) => {
    const card = valid();
    change(card);
    expect(await issuesOf(card)).toEqual(expected);
  });
});
