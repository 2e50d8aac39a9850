/** Demo stores and warehouses for Kaffebaren, Bokhandeln and Nystart; validated by the definitions like any write. */
import stores from '../../../src/resources/stores/index.ts';
import warehouses from '../../../src/resources/warehouses.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import { seedRecord, type SeedRecord } from '../seed-record.ts';

type OpeningHours = NonNullable<FieldsOf<typeof stores>['openingHours']>;
type Day = NonNullable<OpeningHours[number]['day']>;

const hours = (
  opens: string,
  closes: string,
  days: readonly Day[] = ['mon', 'tue', 'wed', 'thu', 'fri'],
): OpeningHours => days.map((day) => ({ day, opens, closes }));
const swedish = {
  timeZone: 'Europe/Stockholm',
  currency: 'SEK',
  supportedLanguages: ['sv', 'en'],
  defaultLanguage: 'sv',
} satisfies Partial<FieldsOf<typeof stores>>;

export const SETTINGS_SEED: readonly SeedRecord[] = [
  seedRecord(warehouses, 'wh-kaffebaren-central', 'org-kaffebaren', {
    name: 'Centrallager Hammarby',
    externalId: 'LS01',
  }),
  seedRecord(warehouses, 'wh-kaffebaren-soder', 'org-kaffebaren', {
    name: 'Lager Södermalm',
    externalId: 'LS02',
  }),
  seedRecord(warehouses, 'wh-kaffebaren-extra', 'org-kaffebaren', {
    name: 'Extralager Årsta',
    externalId: 'LS02',
  }),
  seedRecord(warehouses, 'wh-bokhandeln-gbg', 'org-bokhandeln', {
    name: 'Lager Göteborg',
    externalId: 'GBG1',
  }),
  seedRecord(warehouses, 'wh-bokhandeln-web', 'org-bokhandeln', { name: 'Webblager', externalId: 'WEB1' }),
  seedRecord(stores, 'store-kaffebaren-gotgatan', 'org-kaffebaren', {
    ...swedish,
    name: 'Kaffebaren Götgatan',
    address: 'Götgatan 14, 118 46 Stockholm',
    latitude: 59.3141,
    longitude: 18.0728,
    warehouseId: 'wh-kaffebaren-central',
    subdomain: 'kaffebaren-gotgatan',
    openingHours: [...hours('07:00', '19:00'), ...hours('09:00', '17:00', ['sat', 'sun'])],
  }),
  seedRecord(stores, 'store-kaffebaren-soder', 'org-kaffebaren', {
    ...swedish,
    name: 'Kaffebaren Södermalm',
    address: 'Hornsgatan 52, 118 21 Stockholm',
    warehouseId: 'wh-kaffebaren-soder',
    openingHours: hours('08:00', '18:00'),
  }),
  seedRecord(stores, 'store-kaffebaren-vasastan', 'org-kaffebaren', {
    ...swedish,
    name: 'Kaffebaren Vasastan',
    address: 'Odengatan 40, 113 51 Stockholm',
    supportedLanguages: ['sv'],
  }),
  seedRecord(stores, 'store-bokhandeln-kungsgatan', 'org-bokhandeln', {
    ...swedish,
    name: 'Bokhandeln Kungsgatan',
    address: 'Kungsgatan 33, 411 19 Göteborg',
    latitude: 57.7054,
    longitude: 11.9668,
    warehouseId: 'wh-bokhandeln-gbg',
    subdomain: 'bokhandeln',
  }),
  seedRecord(stores, 'store-bokhandeln-nordstan', 'org-bokhandeln', {
    ...swedish,
    name: 'Bokhandeln Nordstan',
    address: 'Nordstadstorget 6, 411 05 Göteborg',
    warehouseId: 'wh-bokhandeln-web',
  }),
  seedRecord(stores, 'store-nystart-molndal', 'org-nystart', {
    ...swedish,
    name: 'Nystart Mölndal',
    address: 'Göteborgsvägen 97, 431 30 Mölndal',
  }),
];
