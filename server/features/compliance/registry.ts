/**
 * The reference API's company registry (issue 16): what Bolagsverket and Skatteverket would answer for
 * an organisation number, for realistic Swedish companies: the demo merchants, the demo leads, and
 * companies not yet onboarded. Names, numbers and people are made up; the numbers pass their checks
 * (Luhn; personnummer of real dates). A number not here is "not found in public registry".
 */

export interface RegistryPerson {
  name: string;
  personalNumber: string;
}

export interface RegistryCompany {
  organizationNumber: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** Svensk näringsgrensindelning 2007. */
  sniCode: string;
  sni: { sv: string; en: string };
  /** F-skatt: without it an agreement cannot be approved. */
  fTax: boolean;
  vatRegistered: boolean;
  /** Who may sign for the company (firmatecknare). */
  signingOfficers: readonly RegistryPerson[];
  /** Board members and others the registry lists who may not sign alone. */
  otherOfficers: readonly RegistryPerson[];
}

/** A politically exposed person (PTL 2017:630) and when the office ended (null: still in office). */
export interface ExposedPerson {
  personalNumber: string;
  office: { sv: string; en: string };
  endedOn: string | null;
}

const RESTAURANT = { sv: 'Restaurangverksamhet', en: 'Restaurant activities' };
const CAFE = { sv: 'Caféverksamhet', en: 'Café activities' };
const RETAIL_FOOD = { sv: 'Specialiserad butikshandel med livsmedel', en: 'Specialised retail sale of food' };
const RETAIL_OTHER = { sv: 'Övrig specialiserad butikshandel', en: 'Other specialised retail sale' };

const company = (
  organizationNumber: string,
  name: string,
  [address, postalCode, city]: [string, string, string],
  [sniCode, sni]: [string, { sv: string; en: string }],
  signingOfficers: RegistryPerson[],
  otherOfficers: RegistryPerson[] = [],
  taxes: { fTax?: boolean; vatRegistered?: boolean } = {},
): RegistryCompany => ({
  organizationNumber,
  name,
  address,
  postalCode,
  city,
  sniCode,
  sni,
  fTax: taxes.fTax ?? true,
  vatRegistered: taxes.vatRegistered ?? true,
  signingOfficers,
  otherOfficers,
});

export const COMPANIES: readonly RegistryCompany[] = [
  company(
    '556812-3458',
    'Kaffebaren AB',
    ['Götgatan 14', '118 46', 'Stockholm'],
    ['56102', CAFE],
    [{ name: 'Anna Berg', personalNumber: '19720314-2380' }],
    [{ name: 'Johan Berg', personalNumber: '19690817-2965' }],
  ),
  company(
    '559301-7428',
    'Bokhandeln AB',
    ['Kungsgatan 33', '411 19', 'Göteborg'],
    ['47610', { sv: 'Bokhandel', en: 'Retail sale of books' }],
    [{ name: 'Karin Lund', personalNumber: '19850621-4579' }],
  ),
  company(
    '556420-9871',
    'Nystart AB',
    ['Storgatan 5', '211 41', 'Malmö'],
    ['47789', RETAIL_OTHER],
    [{ name: 'Omar Haddad', personalNumber: '19910802-1644' }],
  ),
  company(
    '559214-0635',
    'Café Linnea AB',
    ['Linnégatan 21', '413 04', 'Göteborg'],
    ['56102', CAFE],
    [{ name: 'Linnea Sjöberg', personalNumber: '19890330-4619' }],
  ),
  company(
    '556987-4125',
    'Fiskhallen i Lund AB',
    ['Mårtenstorget 8', '223 51', 'Lund'],
    ['47230', { sv: 'Butikshandel med fisk', en: 'Retail sale of fish' }],
    [{ name: 'Per Nilsson', personalNumber: '19641109-3823' }],
  ),
  company(
    '559108-7753',
    'Blomsterboden Visby AB',
    ['Adelsgatan 12', '621 56', 'Visby'],
    ['47761', { sv: 'Butikshandel med blommor', en: 'Retail sale of flowers' }],
    [{ name: 'Elin Gardell', personalNumber: '19780425-5136' }],
  ),
  company(
    '556734-2190',
    'Bageriet Kanelbullen AB',
    ['Drottninggatan 40', '252 21', 'Helsingborg'],
    ['10710', { sv: 'Bageri', en: 'Bakery' }],
    [{ name: 'Maria Ek', personalNumber: '19750206-8385' }],
  ),
  company(
    '559412-0734',
    'Solrosens Bageri AB',
    ['Järntorget 4', '413 04', 'Göteborg'],
    ['10710', { sv: 'Bageri', en: 'Bakery' }],
    [
      { name: 'Sofia Holm', personalNumber: '19830512-6198' },
      { name: 'David Holm', personalNumber: '19821103-5988' },
    ],
    [{ name: 'Gunnar Holm', personalNumber: '19600923-4748' }],
  ),
  company(
    '556598-3144',
    'Fjällstugan Café & Kök AB',
    ['Årevägen 72', '837 52', 'Åre'],
    ['56100', RESTAURANT],
    [{ name: 'Jonas Persson', personalNumber: '19701224-1860' }],
    [{ name: 'Lena Persson', personalNumber: '19720629-5946' }],
  ),
  company(
    '559187-4622',
    'Hamnkrogen i Ystad AB',
    ['Hamngatan 3', '271 33', 'Ystad'],
    ['56100', RESTAURANT],
    [{ name: 'Erik Lindqvist', personalNumber: '19670715-2499' }],
  ),
  // Registered for VAT, but without F-tax: the check warns, and approval is blocked.
  company(
    '556302-9585',
    'Grön Cykel Stockholm AB',
    ['Hornsgatan 88', '118 21', 'Stockholm'],
    ['47640', { sv: 'Butikshandel med sportartiklar', en: 'Retail sale of sporting equipment' }],
    [{ name: 'Ali Rahimi', personalNumber: '19931017-3522' }],
    [],
    { fTax: false },
  ),
  // Not registered for VAT (a new company's registration still pending): the check warns the reviewer.
  company(
    '559281-4734',
    'Lilla Glassfabriken i Kalmar AB',
    ['Storgatan 41', '392 32', 'Kalmar'],
    ['10520', { sv: 'Glassframställning', en: 'Manufacture of ice cream' }],
    [{ name: 'Maja Nyström', personalNumber: '19821103-4320' }],
    [],
    { vatRegistered: false },
  ),
  company(
    '559530-1473',
    'Ekbackens Gårdsbutik AB',
    ['Ekbacken 1', '762 91', 'Rimbo'],
    ['47290', RETAIL_FOOD],
    [{ name: 'Ingrid Ekman', personalNumber: '19740908-8577' }],
  ),
  company(
    '559367-1026',
    'Gårdsbutiken Österlen AB',
    ['Gislövs väg 2', '272 92', 'Simrishamn'],
    ['47290', RETAIL_FOOD],
    [
      { name: 'Annika Mårtensson', personalNumber: '19710518-2146' },
      { name: 'Tomas Mårtensson', personalNumber: '19690802-3317' },
    ],
  ),
  company(
    '556451-8305',
    'Pizzeria Vesuvio Sundsvall AB',
    ['Storgatan 22', '852 30', 'Sundsvall'],
    ['56100', RESTAURANT],
    [
      { name: 'Giuseppe Romano', personalNumber: '19680211-3370' },
      { name: 'Lucia Romano', personalNumber: '19720417-4820' },
    ],
  ),
  company(
    '559022-9471',
    'Hälsokosten Örebro AB',
    ['Drottninggatan 9', '702 10', 'Örebro'],
    ['47290', RETAIL_FOOD],
    [{ name: 'Camilla Öberg', personalNumber: '19800903-2627' }],
  ),
  company(
    '769634-5185',
    'Kupan Second Hand ek. för.',
    ['Kungsgatan 7', '753 21', 'Uppsala'],
    [
      '47799',
      { sv: 'Butikshandel med övriga begagnade varor', en: 'Retail sale of other second-hand goods' },
    ],
    [{ name: 'Birgitta Lind', personalNumber: '19581201-1483' }],
  ),
  company(
    '556873-3041',
    'Cykelverkstan Malmö AB',
    ['Davidshallsgatan 16', '211 45', 'Malmö'],
    ['47640', { sv: 'Butikshandel med sportartiklar', en: 'Retail sale of sporting equipment' }],
    [{ name: 'Mohammed Karimi', personalNumber: '19870422-4552' }],
  ),
  company(
    '559276-6116',
    'Restaurang Fjällsippan AB',
    ['Fjällvägen 3', '840 96', 'Ljungdalen'],
    ['56100', RESTAURANT],
    [{ name: 'Sara Jonsson', personalNumber: '19760730-3265' }],
  ),
  company(
    '556190-4789',
    'Järnhandeln i Kiruna AB',
    ['Föreningsgatan 11', '981 31', 'Kiruna'],
    ['47520', { sv: 'Butikshandel med järn- och byggvaror', en: 'Retail sale of hardware' }],
    [{ name: 'Nils Lantto', personalNumber: '19620314-5138' }],
  ),
  company(
    '916742-0356',
    'Syskonen Berg Handelsbolag',
    ['Stora Torget 4', '582 19', 'Linköping'],
    ['47789', RETAIL_OTHER],
    [
      { name: 'Maja Berg', personalNumber: '19900605-2881' },
      { name: 'Oskar Berg', personalNumber: '19921119-1912' },
    ],
  ),
  company(
    '556776-2314',
    'Vävstugan Textil AB',
    ['Storgatan 19', '791 71', 'Falun'],
    ['47510', { sv: 'Butikshandel med textilier', en: 'Retail sale of textiles' }],
    [{ name: 'Hanna Dahl', personalNumber: '19860117-2730' }],
  ),
];

/** A registry-known politician: a signing officer of Fjällstugan who was a municipal commissioner. */
export const EXPOSED_PERSONS: readonly ExposedPerson[] = [
  {
    personalNumber: '19701224-1860',
    office: { sv: 'Kommunalråd, Åre kommun', en: 'Municipal commissioner, Åre' },
    endedOn: '2025-10-31',
  },
];
