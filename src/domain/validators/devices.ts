/**
 * Registers and card terminals of a store (SPEC 9 "Max 10 POS registers and 10 terminals",
 * "Auto-generated numbers 1-99"; issue 14): the limits, the numbers, and licences only on registers,
 * one device each.
 */
import { isText, type CollectionRule, type RecordIssue, type RecordRule, type ValueRule } from './rule';

export const MAX_DEVICES_PER_KIND = 10;
export const MAX_DEVICE_NUMBER = 99;

/** A terminal's single-use pairing code: 6 digits from the platform's secure random source. */
export function newPairingCode(): string {
  const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

/** The lowest number from 1 to 99 that none of `taken` has; null when all are taken. */
export function lowestFreeNumber(taken: readonly unknown[]): number | null {
  const used = new Set(taken.map(Number));
  for (let n = 1; n <= MAX_DEVICE_NUMBER; n += 1) if (!used.has(n)) return n;
  return null;
}

/** The longest serial number a device has (letters, digits and dashes, as serialNumberRule says). */
export const MAX_SERIAL_LENGTH = 40;
const SERIAL = new RegExp(`^[A-Za-z0-9][A-Za-z0-9-]{2,${MAX_SERIAL_LENGTH - 1}}$`);

export const serialNumberRule: ValueRule<unknown> = {
  messages: {
    'validation.device.serial': {
      en: 'Use letters, digits and dashes, as printed on the device',
      sv: 'Använd bokstäver, siffror och bindestreck, som det står på enheten',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !SERIAL.test(value) ? 'validation.device.serial' : null,
};

interface DeviceValues {
  store?: unknown;
  kind?: unknown;
  number?: unknown;
  licence?: unknown;
}

export const licenceOnRegisterRule: RecordRule<DeviceValues> = {
  messages: {
    'validation.device.licence_on_terminal': {
      en: 'Licences are for registers; a card terminal has none',
      sv: 'Licenser hör till kassor; en kortterminal har ingen',
    },
  },
  check: ({ kind, licence }): RecordIssue[] =>
    kind === 'terminal' && isText(licence) && licence !== ''
      ? [{ field: 'licence', key: 'validation.device.licence_on_terminal' }]
      : [],
};

/** At most 10 of each kind in a store, each number once per store and kind, each licence on one device. */
export const deviceLimitsRule: CollectionRule<DeviceValues> = {
  messages: {
    'validation.device.max_registers': {
      en: 'A store can have at most %{max} registers',
      sv: 'En butik kan ha högst %{max} kassor',
    },
    'validation.device.max_terminals': {
      en: 'A store can have at most %{max} card terminals',
      sv: 'En butik kan ha högst %{max} kortterminaler',
    },
    'validation.device.number_taken': {
      en: 'Number %{number} is already used in this store',
      sv: 'Nummer %{number} används redan i butiken',
    },
    'validation.device.licence_taken': {
      en: 'This licence is already on another register',
      sv: 'Licensen sitter redan på en annan kassa',
    },
  },
  check: async ({ store, kind, number, licence }, ctx) => {
    if (!isText(store) || (kind !== 'register' && kind !== 'terminal')) return [];
    const issues: RecordIssue[] = [];
    if ((await ctx.count('devices', { store, kind })) >= MAX_DEVICES_PER_KIND)
      issues.push({
        field: 'kind',
        key: kind === 'register' ? 'validation.device.max_registers' : 'validation.device.max_terminals',
        params: { max: MAX_DEVICES_PER_KIND },
      });
    if (typeof number === 'number' && (await ctx.count('devices', { store, kind, number })) > 0)
      issues.push({ field: 'number', key: 'validation.device.number_taken', params: { number } });
    if (isText(licence) && licence !== '' && (await ctx.count('devices', { licence })) > 0)
      issues.push({ field: 'licence', key: 'validation.device.licence_taken' });
    return issues;
  },
};
