/** The terminal transfer agreement, read back from its PDF, in sv and en. */
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfFontsFromDisk, readPdf } from '../../../tests/pdf-text';
import { setPdfFontSource } from '../../resources/shared/pdf';
import { transferPdf } from './transferPdf';

const AGREEMENT = {
  leadId: 'L-25011',
  companyName: 'Solrosens Bageri AB',
  organizationNumber: '559412-0734',
  companyStreet: 'Järntorget 4',
  companyPostalCode: '413 04',
  companyCity: 'Göteborg',
  signatoryName: 'Åsa Lindqvist',
  signatoryPhone: '+46701234567',
  signatoryEmail: 'asa@solrosen.se',
  transferCurrentCustomer: 'Bageri Öst AB',
  transferCurrentMid: '123456789',
  transferAcquiringCustomer: 'Solrosens Bageri AB',
  transferAcquiringMid: '987654321',
  transferTerminalCount: 2,
  transferTerminalModel: 'a920',
  transferSerialNumbers: 'SN-0001\n\nSN-0002\n',
  transferDate: '2026-12-14',
};

beforeAll(() => setPdfFontSource(pdfFontsFromDisk));

const pdfTextOf = async (pdf: Promise<Blob>) => (await readPdf(await pdf)).text;

describe('the transfer agreement PDF', () => {
  it('carries the parties, their MIDs, the terminals a serial number a row and the date, in Swedish', async () => {
    const blob = transferPdf(AGREEMENT, 'sv');
    const made = await blob;
    expect(made.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await made.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const text = await pdfTextOf(blob);
    for (const line of [
      'Överlåtelseavtal för terminaler',
      'Lead L-25011',
      'Kund\nSolrosens Bageri AB',
      'Organisationsnummer\n559412-0734',
      'Adress\nJärntorget 4, 413 04, Göteborg',
      'Kontaktperson\nÅsa Lindqvist, +46701234567, asa@solrosen.se',
      'Överlåtande part',
      'Nuvarande kund\nBageri Öst AB',
      'Nuvarande kunds MID\n123456789',
      'Övertagande part',
      'Övertagande kund\nSolrosens Bageri AB',
      'Övertagande kunds MID\n987654321',
      'Antal terminaler\n2',
      'Terminalmodell\nPAX A920 Pro',
      'Serienummer 1\nSN-0001',
      'Serienummer 2\nSN-0002',
      'Önskat överlåtelsedatum\n2026-12-14',
      'För kunden',
      'För leverantören',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('Serienummer 3');
  });

  it('is written in English when asked', async () => {
    const text = await pdfTextOf(transferPdf(AGREEMENT, 'en'));
    for (const line of [
      'Terminal transfer agreement',
      'Contact person\nÅsa Lindqvist',
      'Transferring party',
      'Current customer’s MID\n123456789',
      'Acquiring party',
      'Acquiring customer’s MID\n987654321',
      'Number of terminals\n2',
      'Serial number 2\nSN-0002',
      'Desired transfer date\n2026-12-14',
      'For the customer',
    ])
      expect(text).toContain(line);
  });
});
