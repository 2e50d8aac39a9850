/** The demo shops' offers: a fika price and three cookies for two at Kaffebaren; crime novels before Christmas at Bokhandeln. */
import type offers from '../../../src/resources/offers.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';

export type SeedOffer = FieldsOf<typeof offers> & { id: string };

export const KAFFEBAREN_OFFERS: readonly SeedOffer[] = [
  {
    id: 'offer-kaffebaren-fika',
    title: 'Bulle till kaffet för 25 kr',
    reference: 'FIKA-HT26',
    rank: 10,
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    active: true,
    condition: 'none',
    targetGroups: ['group-kaffebaren-bakverk-bullar'],
    discountType: 'fixedPrice',
    discountAmount: 2500,
  },
  {
    id: 'offer-kaffebaren-kakor',
    title: 'Tre kakor för två',
    reference: 'KAKOR-3F2',
    rank: 20,
    startDate: '2026-11-01',
    active: true,
    condition: 'quantity',
    conditionQuantity: 3,
    conditionGroup: 'group-kaffebaren-bakverk-kakor',
    targetGroups: ['group-kaffebaren-bakverk-kakor'],
    discountType: 'percent',
    discountPercent: 33,
  },
];

export const BOKHANDELN_OFFERS: readonly SeedOffer[] = [
  {
    id: 'offer-bokhandeln-deckare',
    title: '20 % på deckare före jul',
    reference: 'DECKARE-JUL',
    rank: 10,
    startDate: '2026-11-15',
    endDate: '2026-12-24',
    active: true,
    condition: 'none',
    targetGroups: ['group-bokhandeln-skon-deckare'],
    discountType: 'percent',
    discountPercent: 20,
  },
];
