/**
 * Printer stations (SPEC 2 "printer stations", SPEC 1 "kitchen receipts", SPEC 8 "Station data cannot be
 * empty"): where a station's printer is on the shop's network, and that it prints something.
 */
import { isText, type RecordIssue, type RecordRule, type ValueRule } from './rule';

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${octet}(\\.${octet}){3}$`);
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An IPv4 address or a host name, with a port (1-65535) or without: 192.168.1.40:9100, kok-skrivare.local. */
export function isPrinterAddress(value: string): boolean {
  const match = /^(.+?)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  return IPV4.test(host) || (!/^[\d.]+$/.test(host) && HOST.test(host));
}

export const printerAddressRule: ValueRule<unknown> = {
  messages: {
    'validation.printer_address': {
      en: 'Enter the printer’s IP address or host name, with a port if needed, e.g. 192.168.1.40:9100',
      sv: 'Ange skrivarens IP-adress eller värdnamn, med port vid behov, t.ex. 192.168.1.40:9100',
    },
  },
  check: (value) =>
    isText(value) && value.trim() !== '' && !isPrinterAddress(value) ? 'validation.printer_address' : null,
};

/** A station prints the orders of some product groups; one with none has nothing to print. */
export const stationNotEmptyRule: RecordRule<{ productGroups?: unknown }> = {
  messages: {
    'validation.printer_station.empty': {
      en: 'Station data cannot be empty: choose the product groups that print here',
      sv: 'Stationen kan inte vara tom: välj de produktgrupper som skrivs ut här',
    },
  },
  check: ({ productGroups }): RecordIssue[] =>
    Array.isArray(productGroups) && productGroups.length > 0
      ? []
      : [{ field: 'productGroups', key: 'validation.printer_station.empty' }],
};
