/**
 * Kaffebaren's 50 demo customers: Swedish names, e-mail addresses, mobile numbers valid for Sweden, a
 * customer reference on the company customers and a personal identity number on a few (Luhn-correct,
 * fictitious). Bokhandeln gets a handful, one of them Norwegian.
 */
import { luhnCheckDigit } from '../../../src/domain/validators/personnummer.ts';
import type customers from '../../../src/resources/customers/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';

export type SeedCustomer = FieldsOf<typeof customers> & { id: string };

const FIRST = [
  'Anna',
  'Erik',
  'Maria',
  'Lars',
  'Karin',
  'Johan',
  'Eva',
  'Anders',
  'Sara',
  'Per',
  'Elin',
  'Mikael',
  'Emma',
  'Fredrik',
  'Linnea',
  'Oskar',
  'Ida',
  'Gustav',
  'Maja',
  'Nils',
  'Astrid',
  'Henrik',
  'Sofia',
  'Magnus',
  'Klara',
];
const LAST = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Lindberg',
  'Lindqvist',
  'Berg',
  'Holm',
];
const COMPANIES = [
  'Södermalms Redovisning AB',
  'Götgatans Tandvård',
  'Nytorgets Förskola',
  'Medborgarplatsens Frisör',
  'Ringvägens Arkitekter AB',
];

/** A fictitious personnummer (12 digits with hyphen) with a correct check digit. */
function personnummer(index: number): string {
  const body = `${70 + (index % 25)}${String(1 + (index % 12)).padStart(2, '0')}${String(1 + (index % 28)).padStart(2, '0')}${String(200 + index).slice(-3)}`;
  return `19${body.slice(0, 6)}-${body.slice(6)}${luhnCheckDigit(body)}`;
}

const ascii = (text: string) =>
  text
    .toLowerCase()
    .replace(/å|ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/[^a-z0-9]+/g, '.');

export const KAFFEBAREN_CUSTOMERS: readonly SeedCustomer[] = Array.from({ length: 50 }, (_, i) => {
  const number = String(i + 1).padStart(3, '0');
  const company = i % 10 === 9 ? COMPANIES[Math.floor(i / 10)] : undefined;
  const name = company ?? `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
  return {
    id: `customer-kaffebaren-${number}`,
    name,
    email: `${ascii(name)}.${number}@exempel.se`,
    country: 'SE',
    phone: `07${[0, 2, 3, 6][i % 4]}-${String(100 + i * 7).slice(-3)} ${String(10 + ((i * 13) % 90))} ${String(10 + ((i * 29) % 90))}`,
    ...(company ? { customerReference: `KB-${number}` } : {}),
    ...(i % 8 === 0 ? { personalId: personnummer(i) } : {}),
    ...(i % 6 === 0 ? { notes: 'Stamkund, brukar ta havrelatte.' } : {}),
  };
});

export const BOKHANDELN_CUSTOMERS: readonly SeedCustomer[] = [
  {
    id: 'customer-bokhandeln-001',
    name: 'Göteborgs Stadsbibliotek',
    email: 'inkop@stadsbiblioteket.exempel.se',
    country: 'SE',
    phone: '031-368 33 00',
    customerReference: 'GSB-2026',
  },
  {
    id: 'customer-bokhandeln-002',
    name: 'Lena Bergström',
    email: 'lena.bergstrom@exempel.se',
    country: 'SE',
    phone: '073-812 44 19',
  },
  {
    id: 'customer-bokhandeln-003',
    name: 'Ola Nordmann',
    email: 'ola.nordmann@eksempel.no',
    country: 'NO',
    phone: '412 34 567',
    personalId: '01010750160',
  },
  {
    id: 'customer-bokhandeln-004',
    name: 'Hanna Virtanen',
    email: 'hanna.virtanen@esimerkki.fi',
    country: 'FI',
    phone: '040 123 4567',
  },
];
