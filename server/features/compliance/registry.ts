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
  company(
    '559530-1473',
    'Ekbackens Gårdsbutik AB',
    ['Ekbacken 1', '762 91', 'Rimbo'],
    ['47290', RETAIL_FOOD],
    [{ name: 'Ingrid Ekman', personalNumber: '19740908-8577' }],
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
