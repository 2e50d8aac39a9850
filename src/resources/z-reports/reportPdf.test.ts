import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFontsFromDisk, readPdf, type PdfRead } from '../../../tests/pdf-text';
import { zReportFigures } from '../../domain/z-report';
import { setPdfFontSource } from '../shared/pdf';
import { reportPdf } from './reportPdf';
import { reportSheet, type ReportHeader } from './reportSheet';
import messages from './messages';

const translate = (key: string, options: Record<string, unknown> = {}) => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages.sv);
  if (typeof found !== 'string') throw new Error(`No message ${key}`);
  return found.replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
};

const HEADER: ReportHeader = {
  kind: 'Z',
  company: 'Kaffebaren AB',
  organizationNumber: '556677-8899',
  companyAddress: 'Götgatan 14, 118 46 Stockholm',
  store: 'Götgatan',
  storeAddress: 'Götgatan 22, 118 46 Stockholm',
  register: 'Kassa 1',
  registerSerial: 'KBR101-12345',
  day: '2026-11-24',
  madeAt: '2026-11-24T20:15:00.000Z',
  serialNumber: 8,
};

const NAMES = 'Dvořák Łukasz Çelik Øresund Ødegård Šťastný';

beforeAll(() => setPdfFontSource(pdfFontsFromDisk));

/** Every line of every page starts and ends within the page's margins (64 points). */
function expectWithinMargins({ pages }: PdfRead) {
  for (const page of pages)
    for (const line of page.lines) {
      expect(line.x, line.text).toBeGreaterThanOrEqual(64 - 0.01);
      expect(line.x + line.width, line.text).toBeLessThanOrEqual(page.width - 64 + 0.01);
      expect(line.y, line.text).toBeGreaterThanOrEqual(56);
    }
}

const figuresOf = (group: string) =>
  zReportFigures({
    sales: [
      {
        placedAt: '2026-11-24T08:00:00.000Z',
        total: 9880,
        paymentStatus: 'paid',
        lines: [
          { quantity: 2, unitPrice: 4940, vatRate: 6, group, service: true },
          { quantity: 1, unitPrice: 0, vatRate: 25, group: 'Butik' },
        ],
        payments: [{ method: 'pm-card', amount: 9880 }],
      },
    ],
    returned: [],
    day: { from: '2026-11-23T23:00:00.000Z', to: '2026-11-24T23:00:00.000Z' },
    methods: new Map([['pm-card', { name: 'Kort', type: 'card' }]]),
    changeFloat: 150000,
  });
const figures = figuresOf('Kaffe');

describe('the Z report sheet and its PDF', () => {
  const sheet = reportSheet(HEADER, figures, translate, 'sv');

  it('carries the regulation’s fields in its order, money in Swedish form', () => {
    expect(sheet.title).toBe('Z-dagrapport');
    expect(sheet.header.map((l) => l.label)).toEqual([
      'Företag',
      'Organisationsnummer',
      'Företagets adress',
      'Butik',
      'Försäljningsställets adress',
      'Kassa (tillverkningsnummer)',
      'Dag',
      'Utskriven',
      'Löpnummer',
    ]);
    expect(sheet.header.at(-1)?.value).toBe('8');
    expect(sheet.sections.map((s) => s.title)).toEqual([
      'Försäljning',
      'Moms',
      'Betalsätt',
      'Antal',
      'Grand total',
    ]);
    // Intl puts no-break spaces in Swedish amounts.
    const all = sheet.sections
      .flatMap((s) => s.lines)
      .map((l) => ({ ...l, value: l.value.replace(/\s/g, ' ') }));
    expect(all).toContainEqual({ label: 'Total försäljning', value: '98,80 kr', strong: true });
    expect(all).toContainEqual({ label: 'Moms 6 %', value: '5,59 kr' });
    expect(all).toContainEqual({ label: 'Kort (1 st)', value: '98,80 kr' });
    expect(all).toContainEqual({ label: 'Växelkassa', value: '1 500,00 kr', strong: false });
    expect(all).toContainEqual({ label: 'Sålda varor, antal', value: '1', strong: false });
    expect(all).toContainEqual({ label: 'Sålda tjänster, antal', value: '2', strong: false });
    expect(all).toContainEqual({
      label: 'Andra registreringar som minskat försäljningen (0 st)',
      value: '0,00 kr',
    });
    expect(sheet.header[2]).toEqual({
      label: 'Företagets adress',
      value: 'Götgatan 14, 118 46 Stockholm',
      strong: false,
    });
  });

  it('shows one count of goods and services for a report made before they were counted apart', () => {
    const old = reportSheet(HEADER, { ...figures, goodsSold: null, servicesSold: null }, translate, 'sv');
    const labels = old.sections.flatMap((s) => s.lines).map((l) => l.label);
    expect(labels).toContain('Sålda varor och tjänster');
    expect(labels).not.toContain('Sålda varor, antal');
  });

  it('says an X report has no serial number', () => {
    const x = reportSheet({ ...HEADER, kind: 'X', serialNumber: null }, figures, translate, 'sv');
    expect(x.title).toBe('X-rapport');
    expect(x.header.at(-1)?.value).toBe('inget (X-rapport, stänger inget)');
  });

  it('says first when an X report’s day is closed, or can no longer be closed', async () => {
    expect(sheet.notices).toEqual([]);
    const closed = reportSheet({ ...HEADER, kind: 'X', closedBy: 8 }, figures, translate, 'sv');
    expect(closed.notices).toEqual(['Dagen är stängd: Z-rapport nr 8. Siffrorna är Z-rapportens.']);
    const skipped = reportSheet(
      { ...HEADER, kind: 'X', serialNumber: null, lastClosedDay: '2026-11-27' },
      figures,
      translate,
      'sv',
    );
    expect(skipped.notices).toEqual([
      'Kassans dagar är stängda till och med 2026-11-27: den här dagen kan inte längre stängas med en Z-rapport.',
    ]);
    const today = reportSheet(
      { ...HEADER, kind: 'X', lastClosedDay: '2026-11-23' },
      figures,
      translate,
      'sv',
    );
    expect(today.notices).toEqual([]);
    const pdf = await readPdf(await reportPdf(closed));
    expect(pdf.text.replace(/\n/g, ' ')).toContain(
      'Dagen är stängd: Z-rapport nr 8. Siffrorna är Z-rapportens.',
    );
  });

  it('writes every line into an A4 PDF', async () => {
    const pdf = await readPdf(await reportPdf(sheet));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text.startsWith('Z-dagrapport\nFöretag\nKaffebaren AB\n')).toBe(true);
    expect(pdf.text).toContain('Total försäljning\n98,80 kr');
    expect(pdf.text).toContain('Växelkassa\n1 500,00 kr');
    expectWithinMargins(pdf);
  });

  it('prints every name of a Z and an X report, long ones wrapped within the margins', async () => {
    const company = `${NAMES} Handelsbolag, med ett namn längre än en rad på ett A4-ark i tio punkter`;
    const group = `Smørrebrød och fika från ${NAMES}s bageri i Ærøskøbing`;
    for (const kind of ['Z', 'X'] as const) {
      const header: ReportHeader = { ...HEADER, kind, company, store: `Ødegård ${NAMES}` };
      const pdf = await readPdf(await reportPdf(reportSheet(header, figuresOf(group), translate, 'sv')));
      const words = pdf.text.replace(/\s+/g, ' ');
      expect(words).toContain(company);
      expect(words).toContain(`Ødegård ${NAMES}`);
      // The group's name wraps in the label column, its amount beside its first line.
      const groupLines = pdf.pages[0]!.lines.filter(
        (line) => line.x < 100 && group.includes(line.text.trim()),
      );
      expect(groupLines.map((line) => line.text.trim()).join(' ')).toBe(group);
      expect(groupLines.length).toBeGreaterThan(1);
      expect(pdf.text).toContain(kind === 'Z' ? 'Z-dagrapport' : 'X-rapport');
      expect(pdf.text).not.toContain('?');
      // The company's name took more than one line, each beside its label, not over it.
      const lines = pdf.pages[0]!.lines;
      const label = lines.find((line) => line.text === 'Företag')!;
      const value = lines.filter((line) => company.includes(line.text) && line.x > label.x);
      expect(value.length).toBeGreaterThan(1);
      for (const line of value) expect(line.x).toBeGreaterThan(label.x + label.width);
      expectWithinMargins(pdf);
    }
  });
});
