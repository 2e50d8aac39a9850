/**
 * Demo payment methods of Kaffebaren and Bokhandeln (SPEC 3, 9), with BAS accounts: 1580 card
 * receivables, 1910 cash, 1930 bank (Swish), 2420 gift cards sold (advance from customers), 1510
 * customer receivables (invoice). Validated by the definition like any write (server/seed/resources/index.ts).
 */
import paymentMethods from '../../../src/resources/payment-methods.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import { seedRecord, type SeedRecord } from '../seed-record.ts';

const method = (organizationId: string, id: string, data: FieldsOf<typeof paymentMethods>): SeedRecord =>
  seedRecord(paymentMethods, id, organizationId, {
    quickCheckout: false,
    tipsAllowed: false,
    openReturnsAllowed: false,
    openReturnDays: 30,
    ...data,
  });

export const PAYMENT_METHODS_SEED: readonly SeedRecord[] = [
  method('org-kaffebaren', 'pm-kaffebaren-kort', {
    name: 'Kort',
    type: 'card',
    quickCheckout: true,
    sortOrder: 1,
    tipsAllowed: true,
    glAccount: '1580',
  }),
  method('org-kaffebaren', 'pm-kaffebaren-swish', {
    name: 'Swish',
    type: 'swish',
    quickCheckout: true,
    sortOrder: 2,
    tipsAllowed: true,
    glAccount: '1930',
  }),
  method('org-kaffebaren', 'pm-kaffebaren-kontant', {
    name: 'Kontant',
    type: 'cash',
    quickCheckout: true,
    sortOrder: 3,
    glAccount: '1910',
  }),
  method('org-kaffebaren', 'pm-kaffebaren-presentkort', {
    name: 'Presentkort',
    type: 'giftCard',
    quickCheckout: true,
    sortOrder: 4,
    glAccount: '2420',
  }),
  method('org-kaffebaren', 'pm-kaffebaren-faktura', {
    name: 'Faktura',
    type: 'invoice',
    sortOrder: 5,
    glAccount: '1510',
  }),
  method('org-bokhandeln', 'pm-bokhandeln-kort', {
    name: 'Kort',
    type: 'card',
    quickCheckout: true,
    sortOrder: 1,
    openReturnsAllowed: true,
    glAccount: '1580',
  }),
  method('org-bokhandeln', 'pm-bokhandeln-kontant', {
    name: 'Kontant',
    type: 'cash',
    quickCheckout: true,
    sortOrder: 2,
    openReturnsAllowed: true,
    glAccount: '1910',
  }),
  method('org-bokhandeln', 'pm-bokhandeln-swish', {
    name: 'Swish',
    type: 'swish',
    quickCheckout: true,
    sortOrder: 3,
    openReturnsAllowed: true,
    glAccount: '1930',
  }),
  method('org-bokhandeln', 'pm-bokhandeln-presentkort', {
    name: 'Presentkort',
    type: 'giftCard',
    sortOrder: 4,
    openReturnsAllowed: true,
    openReturnDays: 60,
    glAccount: '2420',
  }),
  method('org-bokhandeln', 'pm-bokhandeln-faktura', {
    name: 'Faktura skola',
    type: 'invoice',
    sortOrder: 5,
    glAccount: '1510',
  }),
  method('org-bokhandeln', 'pm-bokhandeln-bokpresentkort', {
    name: 'Svenska Bokhandelns presentkort',
    type: 'voucher',
    sortOrder: 6,
    glAccount: '1580',
  }),
];
