/**
 * What the seeded leads past their draft (./seed.ts) hold: each a complete application, as the wizard
 * submits one (src/wizards/onboarding/steps.ts), so that every action a reviewer may take on them
 * works. The companies and their signing officers are the registry's (server/features/compliance/
 * registry.ts); personal and account numbers pass their checks.
 */
import type agreements from '../../../src/resources/agreements/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';

type Agreement = FieldsOf<typeof agreements>;
type Application = Partial<Omit<Agreement, 'created' | 'updated'>>;
type Person = { name: string; personalNumber: string };
type Owner = Person & { share: number };

interface Company {
  domain: string;
  sniCode: string;
  address: [street: string, postalCode: string, city: string];
  phone: string;
  signatory: Person;
  owners: Owner[];
  /** Without an owner over 25 %: the chair or managing director (SPEC 5). */
  alternate?: Person & { position: string };
  store: string;
  manager: string;
  business: string;
  /** Card turnover per year and average purchase, in kronor. */
  turnover: [perYear: number, average: number];
  bank: [name: string, clearing: string, account: string];
  terminals: NonNullable<Agreement['terminals']>;
  licences: [count: number, level: NonNullable<Agreement['licenceLevel']>];
  priceCategory: NonNullable<Agreement['priceCategory']>;
  /** Where invoices go when it is not the company's address (an accounting firm, a post box). */
  billing?: [street: string, postalCode: string, city: string];
}

/** The printed serial number's start, by terminal model. */
const SERIAL_PREFIX: Record<string, string> = { a920: '1850', s1f2: 'P2PS', move5000: '24089PP' };

/** One serial number a line for each terminal of each row, unique across the seeded leads. */
const withSerials = (leadId: string, terminals: Company['terminals']) =>
  terminals.map((row, r) => ({
    ...row,
    serialNumbers: Array.from(
      { length: row.quantity ?? 0 },
      (_, n) => `${SERIAL_PREFIX[row.model ?? ''] ?? 'SN'}${leadId.slice(2)}${r}${n + 1}`,
    ).join('\n'),
  }));

/** The merchant's people for accounting, agreements, returns and technical matters. */
function contactsOf(c: Company) {
  const signatory = { name: c.signatory.name, email: `${mailbox(c.signatory.name)}@${c.domain}` };
  const manager = { name: c.manager, email: `${mailbox(c.manager)}@${c.domain}` };
  return {
    accountingContactName: signatory.name,
    accountingContactEmail: `ekonomi@${c.domain}`,
    accountingContactPhone: c.phone,
    agreementsContactName: signatory.name,
    agreementsContactEmail: signatory.email,
    returnsContactName: manager.name,
    returnsContactEmail: manager.email,
    technicalContactName: manager.name,
    technicalContactEmail: manager.email,
    technicalContactPhone: c.phone,
  };
}

const billingOf = (c: Company) => {
  if (!c.billing) return { billingSameAsCompany: true };
  const [billingStreet, billingPostalCode, billingCity] = c.billing;
  return { billingSameAsCompany: false, billingStreet, billingPostalCode, billingCity };
};

const days = (iso: string, n: number) =>
  new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);
const mailbox = (name: string) =>
  name
    .split(' ')[0]!
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

function application(leadId: string, companyName: string, created: string, c: Company): Application {
  const [street, postalCode, city] = c.address;
  const [bankName, clearingNumber, accountNumber] = c.bank;
  const [licenceCount, licenceLevel] = c.licences;
  return {
    currentStep: 16,
    sniCode: c.sniCode,
    companyStreet: street,
    companyPostalCode: postalCode,
    companyCity: city,
    companyEmail: `info@${c.domain}`,
    companyPhone: c.phone,
    fTaxRegistered: true,
    vatRegistered: true,
    signatoryName: c.signatory.name,
    signatoryPersonalNumber: c.signatory.personalNumber,
    signatoryEmail: `${mailbox(c.signatory.name)}@${c.domain}`,
    storeName: c.store,
    storeStreet: street,
    storePostalCode: postalCode,
    storeCity: city,
    managerName: c.manager,
    managerEmail: `${mailbox(c.manager)}@${c.domain}`,
    businessDescription: c.business,
    annualTurnover: c.turnover[0] * 100,
    averageTransaction: c.turnover[1] * 100,
    cardShare: 85,
    orderedGoods: [{ article: 'Kvittopapper 57 mm', quantity: 20, unitPrice: 2900 }],
    priceCategory: c.priceCategory,
    monthlyServiceFee: 39500,
    contractVersion: '2022-06',
    mid: `71${leadId.slice(2)}038`,
    invoiceMethod: 'email',
    invoiceEmail: `faktura@${c.domain}`,
    ...billingOf(c),
    bankName,
    clearingNumber,
    accountNumber,
    accountHolder: companyName,
    portalUserName: c.signatory.name,
    portalUserEmail: `${mailbox(c.signatory.name)}@${c.domain}`,
    terminals: withSerials(leadId, c.terminals),
    installationDate: days(created, 21),
    beneficialOwners: c.owners.map(({ share, ...person }) => ({
      ...person,
      ownership: share,
      votes: share,
      taxResidence: 'Sverige',
    })),
    ...(c.alternate ? { alternateOwners: [c.alternate] } : {}),
    partOfGroup: false,
    signingOfficers: [c.signatory, ...c.owners.filter((o) => o.name !== c.signatory.name)].map(
      ({ name, personalNumber }) => ({ name, personalNumber }),
    ),
    anyPep: false,
    licenceCount,
    licenceLevel,
    cardBrands: ['visa', 'mastercard'],
    acquiringMonthlyVolume: Math.round((c.turnover[0] * 100) / 12),
    checkoutIncluded: false,
    ...contactsOf(c),
  };
}

const PAX = { model: 'a920', supplier: 'PAX Nordic', quantity: 1 } as const;
const owner = (person: Person, share = 100): Owner => ({ ...person, share });

const COMPANIES: Record<string, Company> = {
  'L-25001': {
    domain: 'cafelinnea.se',
    sniCode: '56102',
    address: ['Linnégatan 21', '413 04', 'Göteborg'],
    phone: '+46317114520',
    signatory: { name: 'Linnea Sjöberg', personalNumber: '19890330-4619' },
    owners: [owner({ name: 'Linnea Sjöberg', personalNumber: '19890330-4619' })],
    store: 'Café Linnea',
    manager: 'Hugo Sjöberg',
    business: 'Kaffe, smörgåsar och kakor bakade på plats.',
    turnover: [1_800_000, 95],
    bank: ['Handelsbanken', '6789', '412356783'],
    terminals: [{ ...PAX, quantity: 2 }],
    licences: [1, 'pro'],
    priceCategory: 'small',
  },
  'L-25002': {
    domain: 'fiskhallenlund.se',
    sniCode: '47230',
    address: ['Mårtenstorget 8', '223 51', 'Lund'],
    phone: '+4646140230',
    signatory: { name: 'Per Nilsson', personalNumber: '19641109-3823' },
    owners: [owner({ name: 'Per Nilsson', personalNumber: '19641109-3823' })],
    store: 'Fiskhallen i Lund',
    manager: 'Karin Nilsson',
    business: 'Färsk fisk och skaldjur, egen rökeri och färdigrätter.',
    turnover: [4_600_000, 310],
    bank: ['SEB', '5201', '3721455'],
    terminals: [{ model: 'move5000', supplier: 'Ingenico Sverige', quantity: 2 }],
    licences: [2, 'pro'],
    priceCategory: 'standard',
  },
  'L-25003': {
    domain: 'blomsterbodenvisby.se',
    sniCode: '47761',
    address: ['Adelsgatan 12', '621 56', 'Visby'],
    phone: '+46498210560',
    signatory: { name: 'Elin Gardell', personalNumber: '19780425-5136' },
    owners: [owner({ name: 'Elin Gardell', personalNumber: '19780425-5136' })],
    store: 'Blomsterboden',
    manager: 'Ester Gardell',
    business: 'Snittblommor, krukväxter och binderi till bröllop och begravningar.',
    turnover: [1_200_000, 240],
    bank: ['Swedbank', '8214-9', '523416782'],
    terminals: [{ model: 's1f2', supplier: 'Sunmi Nordic', quantity: 1 }],
    licences: [1, 'basic'],
    priceCategory: 'small',
  },
  'L-25004': {
    domain: 'kanelbullen.se',
    sniCode: '10710',
    address: ['Drottninggatan 40', '252 21', 'Helsingborg'],
    phone: '+4642128840',
    signatory: { name: 'Maria Ek', personalNumber: '19750206-8385' },
    owners: [owner({ name: 'Maria Ek', personalNumber: '19750206-8385' })],
    store: 'Bageriet Kanelbullen',
    manager: 'Jonas Ek',
    business: 'Surdegsbröd, kanelbullar och tårtor på beställning.',
    turnover: [2_900_000, 85],
    bank: ['Länsförsäkringar Bank', '9020', '6138522'],
    terminals: [{ ...PAX, quantity: 2 }],
    licences: [2, 'pro'],
    priceCategory: 'standard',
  },
  'L-25005': {
    domain: 'gardsbutikenosterlen.se',
    sniCode: '47290',
    address: ['Gislövs väg 2', '272 92', 'Simrishamn'],
    phone: '+4641413270',
    signatory: { name: 'Annika Mårtensson', personalNumber: '19710518-2146' },
    owners: [
      owner({ name: 'Annika Mårtensson', personalNumber: '19710518-2146' }, 50),
      owner({ name: 'Tomas Mårtensson', personalNumber: '19690802-3317' }, 50),
    ],
    store: 'Gårdsbutiken',
    manager: 'Tomas Mårtensson',
    business: 'Egna grönsaker, äpplen, must och chark från gården.',
    turnover: [950_000, 260],
    bank: ['SEB', '5432', '4682135'],
    terminals: [PAX],
    licences: [1, 'basic'],
    priceCategory: 'small',
  },
  'L-25006': {
    domain: 'vesuviosundsvall.se',
    sniCode: '56100',
    address: ['Storgatan 22', '852 30', 'Sundsvall'],
    phone: '+4660171190',
    signatory: { name: 'Giuseppe Romano', personalNumber: '19680211-3370' },
    owners: [
      owner({ name: 'Giuseppe Romano', personalNumber: '19680211-3370' }, 60),
      owner({ name: 'Lucia Romano', personalNumber: '19720417-4820' }, 40),
    ],
    store: 'Pizzeria Vesuvio',
    manager: 'Lucia Romano',
    business: 'Stenugnsbakad pizza, pasta och avhämtning.',
    turnover: [3_400_000, 180],
    bank: ['Swedbank', '8105-9', '734567217'],
    terminals: [{ ...PAX, quantity: 3 }],
    licences: [2, 'pro'],
    priceCategory: 'standard',
  },
  'L-25007': {
    domain: 'halsokostenorebro.se',
    sniCode: '47290',
    address: ['Drottninggatan 9', '702 10', 'Örebro'],
    phone: '+4619122340',
    signatory: { name: 'Camilla Öberg', personalNumber: '19800903-2627' },
    owners: [owner({ name: 'Camilla Öberg', personalNumber: '19800903-2627' })],
    store: 'Hälsokosten',
    manager: 'Emma Öberg',
    business: 'Kosttillskott, ekologiska livsmedel och naturkosmetik.',
    turnover: [2_100_000, 320],
    bank: ['Handelsbanken', '6541', '319827461'],
    terminals: [{ model: 's1f2', supplier: 'Sunmi Nordic', quantity: 1 }],
    licences: [1, 'pro'],
    priceCategory: 'small',
  },
  'L-25008': {
    domain: 'kupan-uppsala.se',
    sniCode: '47799',
    address: ['Kungsgatan 7', '753 21', 'Uppsala'],
    billing: ['Box 1204', '751 42', 'Uppsala'],
    phone: '+4618124560',
    signatory: { name: 'Birgitta Lind', personalNumber: '19581201-1483' },
    owners: [],
    alternate: { name: 'Birgitta Lind', personalNumber: '19581201-1483', position: 'Ordförande' },
    store: 'Kupan Second Hand',
    manager: 'Agnes Lind',
    business: 'Begagnade kläder, möbler och böcker; överskottet går till biståndsprojekt.',
    turnover: [700_000, 120],
    bank: ['SEB', '5364', '9051273'],
    terminals: [PAX],
    licences: [1, 'basic'],
    priceCategory: 'small',
  },
  'L-25009': {
    domain: 'cykelverkstanmalmo.se',
    sniCode: '47640',
    address: ['Davidshallsgatan 16', '211 45', 'Malmö'],
    phone: '+4640126650',
    signatory: { name: 'Mohammed Karimi', personalNumber: '19870422-4552' },
    owners: [owner({ name: 'Mohammed Karimi', personalNumber: '19870422-4552' })],
    store: 'Cykelverkstan',
    manager: 'Ali Karimi',
    business: 'Cykelreparationer, reservdelar och begagnade cyklar.',
    turnover: [1_500_000, 650],
    bank: ['Swedbank', '8327-9', '612745380'],
    terminals: [PAX],
    licences: [1, 'basic'],
    priceCategory: 'small',
  },
  'L-25010': {
    domain: 'fjallsippan.se',
    sniCode: '56100',
    address: ['Fjällvägen 3', '840 96', 'Ljungdalen'],
    phone: '+4668741020',
    signatory: { name: 'Sara Jonsson', personalNumber: '19760730-3265' },
    owners: [owner({ name: 'Sara Jonsson', personalNumber: '19760730-3265' })],
    store: 'Restaurang Fjällsippan',
    manager: 'Erik Jonsson',
    business: 'Lunch och à la carte med fjällvilt under vinter- och sommarsäsong.',
    turnover: [2_300_000, 420],
    bank: ['Handelsbanken', '6152', '551938277'],
    terminals: [{ ...PAX, quantity: 2 }],
    licences: [1, 'pro'],
    priceCategory: 'standard',
  },
  'L-25011': {
    domain: 'jarnhandelnkiruna.se',
    sniCode: '47520',
    address: ['Föreningsgatan 11', '981 31', 'Kiruna'],
    billing: ['Bergmästaregatan 4', '981 33', 'Kiruna'],
    phone: '+4698010230',
    signatory: { name: 'Nils Lantto', personalNumber: '19620314-5138' },
    owners: [owner({ name: 'Nils Lantto', personalNumber: '19620314-5138' })],
    store: 'Järnhandeln Kiruna',
    manager: 'Anders Lantto',
    business: 'Verktyg, byggvaror, färg och fiskeutrustning.',
    turnover: [6_800_000, 540],
    bank: ['Svea Bank', '9660', '1846327'],
    terminals: [{ model: 'move5000', supplier: 'Ingenico Sverige', quantity: 2 }],
    licences: [2, 'enterprise'],
    priceCategory: 'volume',
  },
  'L-25012': {
    domain: 'syskonenberg.se',
    sniCode: '47789',
    address: ['Stora Torget 4', '582 19', 'Linköping'],
    phone: '+4613127780',
    signatory: { name: 'Maja Berg', personalNumber: '19900605-2881' },
    owners: [
      owner({ name: 'Maja Berg', personalNumber: '19900605-2881' }, 50),
      owner({ name: 'Oskar Berg', personalNumber: '19921119-1912' }, 50),
    ],
    store: 'Syskonen Berg',
    manager: 'Oskar Berg',
    business: 'Inredning, presentartiklar och kort.',
    turnover: [1_100_000, 210],
    bank: ['Handelsbanken', '6123', '987654322'],
    terminals: [PAX],
    licences: [1, 'basic'],
    priceCategory: 'small',
  },
};

/** The complete application of a seeded lead past its draft; none for another lead. */
export const applicationOf = (leadId: string, companyName: string, created: string): Application =>
  COMPANIES[leadId] ? application(leadId, companyName, created, COMPANIES[leadId]) : {};

/** What a reviewer asked for, on the leads waiting for or answering a supplement. */
export const SUPPLEMENT_COMMENTS: Readonly<Record<string, string>> = {
  'L-25005': 'Bifoga senaste årsredovisningen.',
  'L-25006': 'Bifoga hyresavtalet för lokalen på Storgatan.',
  'L-25007': 'Bifoga kopia av registreringsbeviset.',
  'L-25008': 'Bifoga stadgarna och protokollet som utser firmatecknaren.',
};

/** What the partner wrote when sending the supplement back, on the leads that did. */
export const SUPPLEMENT_ANSWERS: Readonly<Record<string, string>> = {
  'L-25007': 'Registreringsbeviset från Bolagsverket bifogat, utfärdat i augusti.',
  'L-25008': 'Stadgarna och stämmoprotokollet från 2025 bifogade.',
};
