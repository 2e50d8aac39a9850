/**
 * The terminal transfer agreement (SPEC 3, 5): one step over the agreement's transfer fields, every one
 * needed, MIDs that differ ("MID must be different"), a serial number per terminal and a date at least
 * 7 days ahead. The page and the API judge it alike.
 */
import { serialCountRule } from '../../domain/validators/onboarding';
import { differentMidRule, onField, transferDateRule } from '../../domain/validators/onboarding-steps';
import type { WizardStep } from '../wizard';

const FIELDS = [
  'transferCurrentCustomer',
  'transferCurrentMid',
  'transferAcquiringCustomer',
  'transferAcquiringMid',
  'transferTerminalCount',
  'transferTerminalModel',
  'transferSerialNumbers',
  'transferDate',
];

/**
 * A declined agreement's transfer is kept as it is: shown read only, refused by the API. A signed one's
 * stays open: the terminals change hands after signature.
 */
export const transferOpen = (agreement: Record<string, unknown>) => agreement.status !== 'declined';

export const TRANSFER_STEP: WizardStep = {
  key: 'transfer',
  title: { en: 'Terminal transfer agreement', sv: 'Överlåtelseavtal för terminaler' },
  fields: FIELDS,
  required: FIELDS,
  rules: [
    differentMidRule('transferCurrentMid', 'transferAcquiringMid'),
    serialCountRule('transferSerialNumbers', 'transferTerminalCount'),
    onField('transferDate', transferDateRule()),
  ],
};
