/** The card acquiring and online checkout contracts, read back from their PDFs, in sv and en. */
import { beforeAll, describe, expect, it } from 'vitest';
import { acquiringPdf } from './acquiringPdf';
import { checkoutPdf } from './checkoutPdf';
import { contractLanguageOf, contractVersionOf } from './contractSheet';
import { pdfFontsFromDisk, readPdf } from '../../../tests/pdf-text';
import { setPdfFontSource } from '../../resources/shared/pdf';

const AGREEMENT = {
  leadId: 'L-26013',
  companyName: 'Solrosens Bageri AB',
  organizationNumber: '559412-0734',
  companyStreet: 'Järntorget 4',
  companyPostalCode: '413 04',
  companyCity: 'Göteborg',
  contractVersion: '2021-10',
  priceCategory: 'standard',
  cardBrands: ['visa', 'mastercard'],
  acquiringMonthlyVolume: 12_345_678,
  largestTransaction: 1807,
  checkoutIncluded: true,
  checkoutWebsite: 'https://solrosensbageri.se',
  checkoutPlatform: 'woocommerce',
  checkoutDeliveryDays: 14,
};

beforeAll(() => setPdfFontSource(pdfFontsFromDisk));

/** The PDF's text as a reader copies it, a line each. */
const pdfTextOf = async (pdf: Promise<Blob>) => (await readPdf(await pdf)).text;

describe('the card acquiring contract', () => {
  it('names the customer, its rate, its brands and its amounts in kronor, in Swedish', async () => {
    const blob = acquiringPdf(AGREEMENT, 'sv');
    expect((await blob).type).toBe('application/pdf');
    const text = await pdfTextOf(blob);
    for (const line of [
      'Avtal om kortinlösen',
      'Avtalsversion 2021-10\nLead L-26013',
      'Kund\nSolrosens Bageri AB',
      'Organisationsnummer\n559412-0734',
      'Adress\nJärntorget 4, 413 04, Göteborg',
      'Kortpriskategori\nStandard (1,39 %)',
      'Kortvarumärken som tas emot\nVisa, Mastercard',
      'Förväntad kortförsäljning per månad\n123 456,78 kr',
      'Största enskilda kortbetalning\n18,07 kr',
      'Avräkning sker varje vecka; utbetalning till banken tar 1-2 bankdagar.',
      'Uppsägningstid: 3 månader.',
      'För kunden',
    ])
      expect(text).toContain(line);
  });

  it('lists Diners Club and Discover among the accepted brands (SPEC 9)', async () => {
    const text = await pdfTextOf(
      acquiringPdf({ ...AGREEMENT, cardBrands: ['visa', 'diners', 'discover'] }, 'sv'),
    );
    expect(text).toContain('Kortvarumärken som tas emot\nVisa, Diners Club, Discover');
  });

  it('prints the name on the cardholder’s statement (SPEC 5)', async () => {
    const text = await pdfTextOf(acquiringPdf({ ...AGREEMENT, marketingName: 'SOLROSENS BAGERI' }, 'sv'));
    expect(text).toContain('Namn på kortutdraget\nSOLROSENS BAGERI');
  });

  it('speaks English when asked, with its own number format', async () => {
    const text = await pdfTextOf(acquiringPdf({ ...AGREEMENT, priceCategory: 'volume' }, 'en'));
    for (const line of [
      'Card acquiring agreement',
      'Customer\nSolrosens Bageri AB',
      'Card price category\nVolume (0.99 %)',
      'Expected card sales per month\nSEK 123,456.78',
      'Largest single card payment\nSEK 18.07',
      'Settlement is weekly; payment to the bank takes 1-2 banking days.',
      'Notice period: 3 months.',
    ])
      expect(text).toContain(line);
  });
});

describe('the online checkout contract', () => {
  it('names the web shop, its platform and the days to delivery', async () => {
    const sv = await pdfTextOf(checkoutPdf(AGREEMENT, 'sv'));
    for (const line of [
      'Avtal om onlinekassa',
      'Kund\nSolrosens Bageri AB',
      'Webbutikens adress\nhttps://solrosensbageri.se',
      'Plattform för webbutiken\nWooCommerce',
      'Dagar från betalning till leverans\n14',
      'För leverantören',
    ])
      expect(sv).toContain(line);
    const en = await pdfTextOf(checkoutPdf({ ...AGREEMENT, checkoutPlatform: 'custom' }, 'en'));
    expect(en).toContain('Online checkout agreement');
    expect(en).toContain('Web shop platform\nOwn build');
    expect(en).not.toContain('not included');
  });

  it('says so when online checkout is not included, and asks for no signatures', async () => {
    for (const [locale, words] of [
      ['sv', 'Onlinekassa ingår inte i avtalet.'],
      ['en', 'Online checkout is not included in the agreement.'],
    ] as const) {
      const text = await pdfTextOf(checkoutPdf({ ...AGREEMENT, checkoutIncluded: false }, locale));
      expect(text).toContain(words);
      expect(text).not.toContain('https://solrosensbageri.se');
      expect(text).not.toMatch(/För kunden|For the customer/);
    }
  });
});

describe('the card acquiring contract with no card brand chosen', () => {
  it('says acquiring is not included, and asks for no signatures', async () => {
    for (const [locale, words] of [
      ['sv', 'Kortinlösen ingår inte i avtalet.'],
      ['en', 'Card acquiring is not included in the agreement.'],
    ] as const) {
      const text = await pdfTextOf(acquiringPdf({ ...AGREEMENT, cardBrands: [] }, locale));
      expect(text).toContain(words);
      expect(text).not.toMatch(/Visa|För kunden|For the customer/);
    }
  });
});

describe('the language and version a contract is written in at first', () => {
  it('is Swedish for a Swedish merchant whatever the app speaks, else the app’s language', () => {
    expect(contractLanguageOf(AGREEMENT, 'en')).toBe('sv');
    expect(contractLanguageOf(AGREEMENT, 'sv')).toBe('sv');
    expect(contractLanguageOf({ ...AGREEMENT, organizationNumber: 'GB123456789' }, 'en')).toBe('en');
    expect(contractLanguageOf({ ...AGREEMENT, organizationNumber: undefined }, 'en')).toBe('en');
  });

  it('is the version the agreement names, the current one when it names none', () => {
    expect(contractVersionOf(AGREEMENT)).toBe('2021-10');
    expect(contractVersionOf({ ...AGREEMENT, contractVersion: undefined })).toBe('2022-06');
  });
});
