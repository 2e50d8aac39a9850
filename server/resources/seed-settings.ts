/** Demo stores and warehouses for Kaffebaren, Bokhandeln and Nystart; validated by the definitions like any write. */

export interface SeedRecord {
  resource: string;
  id: string;
  /** null for platform resources. */
  organizationId: string | null;
  data: Record<string, unknown>;
}

const hours = (opens: string, closes: string, days = ['mon', 'tue', 'wed', 'thu', 'fri']) =>
  days.map((day) => ({ day, opens, closes }));
const swedish = {
  timeZone: 'Europe/Stockholm',
  currency: 'SEK',
  supportedLanguages: ['sv', 'en'],
  defaultLanguage: 'sv',
};

export const SETTINGS_SEED: readonly SeedRecord[] = [
  {
    resource: 'warehouses',
    id: 'wh-kaffebaren-central',
    organizationId: 'org-kaffebaren',
    data: { name: 'Centrallager Hammarby', externalId: 'LS01' },
  },
  {
    resource: 'warehouses',
    id: 'wh-kaffebaren-soder',
    organizationId: 'org-kaffebaren',
    data: { name: 'Lager Södermalm', externalId: 'LS02' },
  },
  {
    resource: 'warehouses',
    id: 'wh-kaffebaren-extra',
    organizationId: 'org-kaffebaren',
    data: { name: 'Extralager Årsta', externalId: 'LS02' },
  },
  {
    resource: 'warehouses',
    id: 'wh-bokhandeln-gbg',
    organizationId: 'org-bokhandeln',
    data: { name: 'Lager Göteborg', externalId: 'GBG1' },
  },
  {
    resource: 'warehouses',
    id: 'wh-bokhandeln-web',
    organizationId: 'org-bokhandeln',
    data: { name: 'Webblager', externalId: 'WEB1' },
  },
  {
    resource: 'stores',
    id: 'store-kaffebaren-gotgatan',
    organizationId: 'org-kaffebaren',
    data: {
      ...swedish,
      name: 'Kaffebaren Götgatan',
      address: 'Götgatan 14, 118 46 Stockholm',
      latitude: 59.3141,
      longitude: 18.0728,
      warehouseId: 'wh-kaffebaren-central',
      subdomain: 'kaffebaren-gotgatan',
      openingHours: [...hours('07:00', '19:00'), ...hours('09:00', '17:00', ['sat', 'sun'])],
    },
  },
  {
    resource: 'stores',
    id: 'store-kaffebaren-soder',
    organizationId: 'org-kaffebaren',
    data: {
      ...swedish,
      name: 'Kaffebaren Södermalm',
      address: 'Hornsgatan 52, 118 21 Stockholm',
      warehouseId: 'wh-kaffebaren-soder',
      openingHours: hours('08:00', '18:00'),
    },
  },
  {
    resource: 'stores',
    id: 'store-kaffebaren-vasastan',
    organizationId: 'org-kaffebaren',
    data: {
      ...swedish,
      name: 'Kaffebaren Vasastan',
      address: 'Odengatan 40, 113 51 Stockholm',
      supportedLanguages: ['sv'],
    },
  },
  {
    resource: 'stores',
    id: 'store-bokhandeln-kungsgatan',
    organizationId: 'org-bokhandeln',
    data: {
      ...swedish,
      name: 'Bokhandeln Kungsgatan',
      address: 'Kungsgatan 33, 411 19 Göteborg',
      latitude: 57.7054,
      longitude: 11.9668,
      warehouseId: 'wh-bokhandeln-gbg',
      subdomain: 'bokhandeln',
    },
  },
  {
    resource: 'stores',
    id: 'store-bokhandeln-nordstan',
    organizationId: 'org-bokhandeln',
    data: {
      ...swedish,
      name: 'Bokhandeln Nordstan',
      address: 'Nordstadstorget 6, 411 05 Göteborg',
      warehouseId: 'wh-bokhandeln-web',
    },
  },
  {
    resource: 'stores',
    id: 'store-nystart-molndal',
    organizationId: 'org-nystart',
    data: { ...swedish, name: 'Nystart Mölndal', address: 'Göteborgsvägen 97, 431 30 Mölndal' },
  },
];
