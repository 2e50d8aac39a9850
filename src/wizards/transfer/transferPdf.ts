/**
 * The terminal transfer agreement as an A4 PDF, on the contracts' shared sheet
 * (../contracts/contractSheet.ts): the customer (company, organisation number, address and contact, its signing officer), the
 * party handing the terminals over and the one taking them, each with its MID, the terminals (number,
 * model, one serial number a row), the transfer date and the signature lines, in sv or en.
 */
import { formatNumber, type FormatLocale } from '../../domain/format';
import { serialNumbersOf } from '../../domain/validators/onboarding';
import { ONBOARDING_FIELDS } from '../../resources/agreements/onboarding-fields';
import { choiceText, contractSheet, contractVersionOf, textOf } from '../contracts/contractSheet';

const TEXTS = {
  sv: {
    title: 'Överlåtelseavtal för terminaler',
    contact: 'Kontaktperson',
    handing: 'Överlåtande part',
    taking: 'Övertagande part',
    terminals: 'Terminaler',
    serial: 'Serienummer %{n}',
  },
  en: {
    title: 'Terminal transfer agreement',
    contact: 'Contact person',
    handing: 'Transferring party',
    taking: 'Acquiring party',
    terminals: 'Terminals',
    serial: 'Serial number %{n}',
  },
} as const;

export function transferPdf(agreement: Record<string, unknown>, locale: FormatLocale): Promise<Blob> {
  const t = TEXTS[locale];
  const f = ONBOARDING_FIELDS;
  const { row, section, ...sheet } = contractSheet(agreement, {
    title: t.title,
    version: contractVersionOf(agreement),
    locale,
  });
  sheet.parties();
  row(
    t.contact,
    [agreement.signatoryName, agreement.signatoryPhone, agreement.signatoryEmail]
      .map(textOf)
      .filter(Boolean)
      .join(', '),
  );

  section(t.handing);
  row(f.transferCurrentCustomer.label[locale], textOf(agreement.transferCurrentCustomer));
  row(f.transferCurrentMid.label[locale], textOf(agreement.transferCurrentMid));
  section(t.taking);
  row(f.transferAcquiringCustomer.label[locale], textOf(agreement.transferAcquiringCustomer));
  row(f.transferAcquiringMid.label[locale], textOf(agreement.transferAcquiringMid));

  section(t.terminals);
  const count = agreement.transferTerminalCount;
  row(f.transferTerminalCount.label[locale], typeof count === 'number' ? formatNumber(count, locale) : '');
  row(
    f.transferTerminalModel.label[locale],
    choiceText(f.transferTerminalModel.values, agreement.transferTerminalModel, locale),
  );
  serialNumbersOf(agreement.transferSerialNumbers).forEach((serial, index) =>
    row(t.serial.replace('%{n}', String(index + 1)), serial),
  );
  row(f.transferDate.label[locale], textOf(agreement.transferDate));
  return sheet.finish();
}
