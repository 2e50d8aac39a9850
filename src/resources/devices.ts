/**
 * Devices of a store (SPEC 2 "devices (point of sale) and terminals", SPEC 9; issue 14): registers,
 * each with its licence, and card terminals, at most 10 of each per store, numbered 1-99 (the lowest
 * free number when none is given). A new terminal gets a pairing code that the installer types on it;
 * the terminal's handshake (POST /api/handshakes/3.0/handshake) pairs it. Number, code, status and
 * pairing time are the server's (server/features/devices/device-hooks.ts).
 */
import { ROLE_GROUPS } from '../domain/roles';
import {
  deviceLimitsRule,
  licenceOnRegisterRule,
  MAX_DEVICE_NUMBER,
  newPairingCode,
  serialNumberRule,
} from '../domain/validators/devices';
import { defineResource } from '../schema/define-resource';

/** A model of registers or of card terminals: offered and accepted for devices of that kind only. */
const model = (en: string, kind: 'register' | 'terminal') => ({
  label: { en, sv: en },
  when: { kind: [kind] },
});

export default defineResource({
  name: 'devices',
  label: {
    one: { en: 'Device', sv: 'Enhet' },
    many: { en: 'Registers and terminals', sv: 'Kassor och terminaler' },
  },
  routes: ['/apps/merchant/devices'],
  api: 'api/organization/terminal',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'devices' },
  representation: 'name',
  icon: 'PointOfSale',
  menu: { group: 'merchant', order: 23 },
  list: { sort: { field: 'name', order: 'ASC' }, export: true },
  rules: [licenceOnRegisterRule],
  collectionRules: [deviceLimitsRule],
  actions: {
    unpair: {
      field: 'status',
      from: ['paired'],
      to: 'unpaired',
      when: { kind: ['terminal'] },
      also: () => ({ pairingCode: newPairingCode(), pairedAt: null }),
      label: { en: 'Pair again', sv: 'Para om' },
      done: {
        en: 'The terminal has a new pairing code',
        sv: 'Terminalen har fått en ny parkopplingskod',
      },
      confirm: {
        en: 'Unpair the terminal? It stops taking cards until it is paired again with the new code.',
        sv: 'Koppla bort terminalen? Den tar inte kort förrän den parats igen med den nya koden.',
      },
    },
  },
  fields: {
    name: {
      kind: 'text',
      label: { en: 'Name', sv: 'Namn' },
      helper: {
        en: 'E.g. Kassa 3; empty: named by its number',
        sv: 'T.ex. Kassa 3; tomt: namnges efter numret',
      },
      maxLength: 40,
      listed: true,
      sortable: true,
      searchable: true,
    },
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      required: true,
      listed: true,
      sortable: true,
      filterable: true,
    },
    kind: {
      kind: 'enum',
      label: { en: 'Type', sv: 'Typ' },
      required: true,
      chip: true,
      listed: true,
      filterable: true,
      values: {
        register: { label: { en: 'Register', sv: 'Kassa' }, color: 'info' },
        terminal: { label: { en: 'Card terminal', sv: 'Kortterminal' }, color: 'secondary' },
      },
    },
    number: {
      kind: 'integer',
      label: { en: 'Number', sv: 'Nummer' },
      helper: { en: '1-99; empty: the lowest free one', sv: '1-99; tomt: det lägsta lediga' },
      min: 1,
      max: MAX_DEVICE_NUMBER,
      listed: true,
      sortable: true,
      filterable: ['eq'],
    },
    model: {
      kind: 'enum',
      label: { en: 'Model', sv: 'Modell' },
      required: true,
      listed: true,
      values: {
        'sunmi-t2s': model('Sunmi T2s', 'register'),
        'sunmi-d3-pro': model('Sunmi D3 Pro', 'register'),
        'ipad-10': model('iPad 10,9"', 'register'),
        'verifone-v400m': model('Verifone V400m', 'terminal'),
        'verifone-p400': model('Verifone P400', 'terminal'),
        'pax-a920': model('PAX A920 Pro', 'terminal'),
        'sunmi-p2-pro': model('Sunmi P2 Pro', 'terminal'),
        'ingenico-move5000': model('Ingenico Move/5000', 'terminal'),
      },
    },
    serialNumber: {
      kind: 'text',
      label: { en: 'Serial number', sv: 'Serienummer' },
      required: true,
      maxLength: 40,
      unique: 'platform',
      rules: [serialNumberRule],
      listed: true,
      filterable: ['eq'],
      searchable: true,
    },
    licence: {
      kind: 'reference',
      reference: 'licenses',
      label: { en: 'Licence', sv: 'Licens' },
      helper: { en: 'Registers only', sv: 'Endast kassor' },
      onDelete: 'clear',
    },
    status: {
      kind: 'enum',
      label: { en: 'Status', sv: 'Status' },
      readOnly: true,
      default: 'unpaired',
      chip: true,
      listed: true,
      filterable: true,
      values: {
        unpaired: { label: { en: 'Not paired', sv: 'Inte parkopplad' }, color: 'warning' },
        paired: { label: { en: 'Paired', sv: 'Parkopplad' }, color: 'success' },
      },
    },
    pairingCode: {
      kind: 'text',
      label: { en: 'Pairing code', sv: 'Parkopplingskod' },
      helper: {
        en: 'Type it on the terminal to pair it; used once',
        sv: 'Skriv in den på terminalen för att para den; används en gång',
      },
      readOnly: true,
      maxLength: 6,
    },
    pairedAt: { kind: 'datetime', label: { en: 'Paired', sv: 'Parkopplad' }, readOnly: true },
  },
});
