/** The contract PDF's text, read back from the file: the SPEC 9 figures of both versions, in sv and en. */
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFontsFromDisk, readPdf } from '../../../tests/pdf-text';
import { setPdfFontSource } from '../../resources/shared/pdf';
import { contractPdf } from './contractPdf';

const AGREEMENT = {
  leadId: 'L-26013',
  companyName: 'Solrosens Bageri AB',
  organizationNumber: '559412-0734',
  companyStreet: 'Järntorget 4',
  companyPostalCode: '413 04',
  companyCity: 'Göteborg',
  signatoryName: 'Sofia Holm',
  storeName: 'Solrosens Bageri Järntorget',
  bankName: 'Swedbank',
  clearingNumber: '8327-9',
  accountNumber: '123 456 789-0',
  terminals: [{ model: 'a920', supplier: 'PAX Nordic', quantity: 2 }],
  installationDate: '2027-04-15',
  licenceCount: 3,
  licenceLevel: 'pro',
  monthlyServiceFee: 45_000,
  priceCategory: 'standard',
  extraReports: 2,
  extraPayoutDays: 1,
};

beforeAll(() => setPdfFontSource(pdfFontsFromDisk));

/** The PDF's text as a reader copies it, a line each. */
const pdfTextOf = async (pdf: Promise<Blob>) => (await readPdf(await pdf)).text;

describe('the contract PDF', () => {
  it('is a PDF filled from the agreement, with the figures of version 2022-06', async () => {
    const blob = contractPdf(AGREEMENT, '2022-06', 'sv');
    expect((await blob).type).toBe('application/pdf');
    const text = await pdfTextOf(blob);
    for (const line of [
      'Avtal om kassatjänst',
      'Avtalsversion 2022-06',
      'Solrosens Bageri AB',
      '559412-0734',
      'Järntorget 4, 413 04, Göteborg',
      'Sofia Holm',
      'Swedbank 8327-9 123 456 789-0',
      'Startavgift\n0,00 kr',
      'Lägsta serviceavgift\n200,00 kr',
      'Servicearbete per påbörjad 30-minutersperiod\n595,00 kr',
      'Servicearbete per påbörjad 15-minutersperiod\n395,00 kr',
      'Extra rapport\n225,00 kr',
      'Extra utbetalningsdag i veckan, per månad\n250,00 kr',
      'Pappersdokument per kundnummer och månad, inkl. moms\n69,00 kr',
      '3 %',
      'Moms på fakturaprovision: 25 %',
      'Fakturor över 300,00 kr kan betalas på kredit.',
      'utbetalning till banken tar 1-2 bankdagar',
      'Uppsägningstid: 3 månader.',
      'Ändrade villkor gäller 1 månad',
    ])
      expect(text).toContain(line);
  });

  it('carries what was negotiated: the fee, the price category, extras in the page’s units, licences', async () => {
    const sv = await pdfTextOf(contractPdf(AGREEMENT, '2022-06', 'sv'));
    for (const line of [
      'Bankkonto för utbetalning\nSwedbank 8327-9 123 456 789-0',
      'Kassalicenser\n3 Pro',
      'Avtalade villkor',
      'Serviceavgift per månad\n450,00 kr',
      'Kortpriskategori\nStandard (1,39 %)',
      'Extra rapporter per månad\n2 × 225,00 kr = 450,00 kr per månad',
      'Extra utbetalningsdagar per vecka\n1 × 250,00 kr = 250,00 kr per månad',
    ])
      expect(sv).toContain(line);
    const en = await pdfTextOf(
      contractPdf({ ...AGREEMENT, extraPayoutDays: 3, priceCategory: 'volume' }, '2021-10', 'en'),
    );
    for (const line of [
      'Bank account for payouts\nSwedbank 8327-9 123 456 789-0',
      'Register licences\n3 Pro',
      'Agreed terms',
      'Service fee per month\nSEK 450.00',
      'Card price category\nVolume (0.99 %)',
      'Extra reports per month\n2 × SEK 225.00 = SEK 450.00 per month',
      'Extra payout days per week\n3 × SEK 250.00 = SEK 750.00 per month',
      'Extra payout day a week, per month\nSEK 250.00',
    ])
      expect(en).toContain(line);
  });

  it('charges 45 kr for paper documents in version 2021-10, and speaks English when asked', async () => {
    expect(await pdfTextOf(contractPdf(AGREEMENT, '2021-10', 'sv'))).toContain(
      'Pappersdokument per kundnummer och månad, inkl. moms\n45,00 kr',
    );
    const english = await pdfTextOf(contractPdf(AGREEMENT, '2021-10', 'en'));
    expect(english).toContain('Paper documents per customer number and month, incl. VAT\nSEK 45.00');
    expect(english).toContain('Notice period: 3 months.');
  });

  it('prints every name, long ones wrapped within the margins beside their labels', async () => {
    const names = 'Dvořák Łukasz Çelik Øresund Ødegård Šťastný';
    const companyName = `${names} Handelsbolag, ett namn längre än vad som ryms bredvid sin etikett`;
    const companyStreet = `Ødegårdsvägen 14, c/o ${names}, Ærøskøbingsgatan`;
    const pdf = await readPdf(
      await contractPdf({ ...AGREEMENT, companyName, companyStreet, signatoryName: names }, '2022-06', 'sv'),
    );
    const words = pdf.text.replace(/\s+/g, ' ');
    for (const value of [companyName, companyStreet, `Firmatecknare ${names}`])
      expect(words).toContain(value);
    expect(pdf.text).not.toContain('?');
    for (const page of pdf.pages)
      for (const line of page.lines) {
        expect(line.x, line.text).toBeGreaterThanOrEqual(64 - 0.01);
        expect(line.x + line.width, line.text).toBeLessThanOrEqual(page.width - 64 + 0.01);
      }
    // Lines on one baseline (a label and its value) leave room between them.
    const [first] = pdf.pages;
    for (const line of first!.lines) {
      const before = first!.lines.filter((other) => other.y === line.y && other.x < line.x);
      for (const other of before) expect(line.x, line.text).toBeGreaterThan(other.x + other.width + 10);
    }
    const customer = first!.lines.filter((line) => companyName.includes(line.text) && line.text !== 'Kund');
    expect(customer.length).toBeGreaterThan(1);
  });
});
