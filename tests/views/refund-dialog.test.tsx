/**
 * The refund dialog, with the real dataProvider and httpClient against the reference API in-process, on
 * an order of 445,00 (a Visa card 395,00, a gift card 50,00) of which 267,00 went back as a price
 * reduction: 178,00 is left. From its first render the dialog says so and how the money goes back, by
 * card first, then onto the gift card; choosing every line asks 178,00, not the lines' 445,00, and the
 * API pays back exactly that.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowBase } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/resources/definitions';
import { insertRows } from '../../server/resources/storage';
import { storedRow, storedRows } from '../../server/testing/stored';
import { inProcessApi } from './inProcessApi';
import { renderRoute } from './renderRoute';
import { formatMoney } from '../../src/domain/format';
import { todayIn } from '../../src/domain/periods';
import { apiConfig } from '../../src/providers/apiConfig';
import { session } from '../../src/providers/session';
import { registry } from '../../src/resources/registry';
import { RefundButton } from '../../src/resources/orders/RefundButton';

const ORG = 'org-kaffebaren';
const ORDER_ID = 'order-refund-dialog';
const api = inProcessApi(registry);
/** As Testing Library reads text: its spaces (no-break ones too) as plain spaces. */
const kr = (minor: number) => formatMoney(minor, 'en').replace(/\s/g, ' ');

beforeEach(() => {
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});

beforeAll(async () => {
  const today = todayIn('Europe/Stockholm');
  const giftCard = (await storedRows(api.server.db, 'gift-cards', { organizationId: ORG })).find(
    (c) =>
      c.data.status === 'active' &&
      String(c.data.expiresOn) > today &&
      Number(c.data.initialAmount) - Number(c.data.balance) >= 5000,
  )!;
  const placedAt = new Date(Date.now() - 86_400_000).toISOString();
  await insertRows(
    api.server.db,
    resourceDefinitions.find((d) => d.name === 'orders')!,
    ORG,
    [
      {
        id: ORDER_ID,
        createdAt: placedAt,
        data: {
          orderNumber: 'KBRD-1',
          placedAt,
          store: 'store-kaffebaren-soder',
          channel: 'register',
          device: 'Kassa 1',
          orderType: 'takeAway',
          state: 'closed',
          paymentStatus: 'paid',
          total: 44500,
          refundedAmount: 26700,
          lines: [
            { productName: 'Kaffemugg', quantity: 2, unitPrice: 17900, vatRate: 25 },
            { productName: 'Presentask', quantity: 1, unitPrice: 8700, vatRate: 25 },
          ],
          payments: [
            { method: 'pm-kaffebaren-kort', amount: 39500, cardBrand: 'visa' },
            { method: 'pm-kaffebaren-presentkort', amount: 5000, giftCard: giftCard.id },
          ],
          refunds: [
            { refundedAt: placedAt, amount: 26700, reason: 'Prisavdrag', by: 'kassa', refundId: 'early' },
          ],
          refundPayments: [
            {
              refundedAt: placedAt,
              means: 'card',
              method: 'pm-kaffebaren-kort',
              amount: 26700,
              payment: 0,
              refundId: 'early',
            },
          ],
        },
      },
    ],
    'kassa',
  );
});

describe('the refund dialog', () => {
  it('shows what is left and how the money goes back from its first render, and refunds no more', async () => {
    const user = userEvent.setup();
    renderRoute(
      api,
      '/refund',
      <ShowBase resource="apps/merchant/orders" id={ORDER_ID}>
        <RefundButton />
      </ShowBase>,
      '/refund',
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        `Paid ${kr(44500)} · refunded before ${kr(26700)} · left to refund ${kr(17800)}`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(`To refund: ${kr(0)}`)).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        `Kort · Visa: back to the card, ${kr(0)} (left on the payment ${kr(12800)})`,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `Presentkort: back onto the gift card, ${kr(0)} (left on the payment ${kr(5000)})`,
      ),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByRole('spinbutton', { name: 'Quantity of Kaffemugg to refund' }), '2');
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Quantity of Presentask to refund' }),
      '1',
    );
    expect(within(dialog).getByText(`To refund: ${kr(17800)}`)).toBeInTheDocument();
    expect(within(dialog).queryByText(`To refund: ${kr(44500)}`)).toBeNull();
    expect(
      within(dialog).getByText(
        `Kort · Visa: back to the card, ${kr(12800)} (left on the payment ${kr(12800)})`,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `Presentkort: back onto the gift card, ${kr(5000)} (left on the payment ${kr(5000)})`,
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText(`${kr(17800)} refunded`, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const stored = (await storedRow(api.server.db, 'orders', ORDER_ID))!;
    expect(stored.data).toMatchObject({ refundedAmount: 44500, paymentStatus: 'returned' });
  }, 60_000);
});
