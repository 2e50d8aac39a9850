/**
 * SIE 4 type 4I (SIE-gruppen 4B, 2008; DOMAIN.md): the file a POS hands to bookkeeping. One voucher per Z
 * report: each payment method's account takes what it received less what it paid back, each VAT rate's
 * sales account its net sales and its VAT account the VAT, tips go to their account, and what payments
 * and sales differ by (öresavrundning) to the rounding account, so each voucher balances to zero.
 * Records end in LF, the text is CP437 (#FORMAT PC8), amounts have a '.' and dates are YYYYMMDD.
 * #GEN is the day the file was made in Swedish time (Europe/Stockholm), not in UTC: a file made at
 * 00:30 Swedish time is dated that day, not the day before.
 */
import { todayIn } from './periods';
import type { ZFigures } from './z-report';

export interface SieAccounts {
  /** Voucher series: one or two letters or digits. */
  series: string;
  /** Sales account per VAT rate (25, 12, 6, 0). */
  sales: Readonly<Record<number, string | null | undefined>>;
  /** Output VAT account per rate (none for 0 %). */
  vat: Readonly<Record<number, string | null | undefined>>;
  tips?: string | null;
  rounding?: string | null;
  /** Account per payment method id, with the method's name to name it when it is missing. */
  paymentMethods: ReadonlyMap<string, { name: string; account?: string | null }>;
}

export interface SieVoucher {
  date: string;
  text: string;
  figures: ZFigures;
}

export interface SieFile {
  company: string;
  organizationNumber?: string | null;
  /** The instant the file is made (ISO); #GEN carries its date in Swedish time. */
  generated: string;
  program: { name: string; version: string };
  accounts: SieAccounts;
  vouchers: readonly SieVoucher[];
}

/** An account the configuration lacks: what it is for. */
export type MissingAccount =
  | { kind: 'payment'; name: string }
  | { kind: 'sales'; rate: number }
  | { kind: 'vat'; rate: number }
  | { kind: 'tips' }
  | { kind: 'rounding' };

export class SieAccountMissing extends Error {
  constructor(readonly missing: MissingAccount) {
    super(`No account for ${JSON.stringify(missing)}`);
  }
}

export const SIE_SERIES = /^[A-Za-z0-9]{1,2}$/;

const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Text as CP437 bytes; a character CP437 lacks becomes '?'. */
export function cp437(text: string): Uint8Array {
  return Uint8Array.from([...text], (c) => {
    const code = c.codePointAt(0) ?? 63;
    if (code < 128) return code;
    const high = CP437_HIGH.indexOf(c);
    return high >= 0 ? 128 + high : 63;
  });
}

const quoted = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n\t]/g, ' ')}"`;
const amount = (minor: number) => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
export const sieDate = (isoDay: string) => isoDay.slice(0, 10).replaceAll('-', '');

/** The time zone of a Swedish file's own dates (#GEN). */
const SIE_TIME_ZONE = 'Europe/Stockholm';

/** A voucher's transactions: account and amount (debit positive), summing to zero. */
export function voucherTransactions(figures: ZFigures, accounts: SieAccounts): [string, number][] {
  const rows = new Map<string, number>();
  const post = (account: string | null | undefined, value: number, missing: MissingAccount) => {
    if (value === 0) return;
    if (!account) throw new SieAccountMissing(missing);
    rows.set(account, (rows.get(account) ?? 0) + value);
  };
  let debit = 0;
  for (const row of figures.byPayment) {
    const method = accounts.paymentMethods.get(row.method);
    const value = row.amount - row.returned;
    debit += value;
    post(method?.account, value, { kind: 'payment', name: method?.name ?? row.name });
  }
  let credit = 0;
  for (const row of figures.vat) {
    post(accounts.sales[row.rate], -row.net, { kind: 'sales', rate: row.rate });
    post(accounts.vat[row.rate], -row.vat, { kind: 'vat', rate: row.rate });
    credit += row.gross;
  }
  post(accounts.tips, -figures.tips, { kind: 'tips' });
  credit += figures.tips;
  post(accounts.rounding, credit - debit, { kind: 'rounding' });
  return [...rows].filter(([, value]) => value !== 0);
}

/** The SIE 4I file as text (LF line ends), before CP437 encoding. */
export function sieText(file: SieFile): string {
  const lines = [
    '#FLAGGA 0',
    `#PROGRAM ${quoted(file.program.name)} ${quoted(file.program.version)}`,
    '#FORMAT PC8',
    `#GEN ${sieDate(todayIn(SIE_TIME_ZONE, new Date(file.generated)))}`,
    '#SIETYP 4',
    ...(file.organizationNumber ? [`#ORGNR ${file.organizationNumber}`] : []),
    `#FNAMN ${quoted(file.company)}`,
  ];
  for (const voucher of file.vouchers) {
    lines.push(
      `#VER ${quoted(file.accounts.series)} "" ${sieDate(voucher.date)} ${quoted(voucher.text)}`,
      '{',
    );
    for (const [account, value] of voucherTransactions(voucher.figures, file.accounts))
      lines.push(`   #TRANS ${account} {} ${amount(value)}`);
    lines.push('}');
  }
  return `${lines.join('\n')}\n`;
}

export const sieFile = (file: SieFile): Uint8Array => cp437(sieText(file));
