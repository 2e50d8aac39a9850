/**
 * The transfer agreement's fields the agreement already answers, so the partner does not key them again
 * (issue 38 item 7): the acquiring customer is the agreement's company, the terminals' number and model
 * those it orders. Only empty fields are filled; what the user saved, or changes, stays theirs. The
 * organisation number, address and contact print on the transfer's PDF from the agreement itself.
 */
import { ONBOARDING_FIELDS } from '../../resources/agreements/onboarding-fields';

type Agreement = Record<string, unknown>;

const empty = (value: unknown) => value === undefined || value === null || value === '';

interface TerminalRow {
  model?: unknown;
  quantity?: unknown;
}

function orderedTerminals(agreement: Agreement): Agreement {
  const rows = Array.isArray(agreement.terminals) ? (agreement.terminals as TerminalRow[]) : [];
  const count = rows.reduce((sum, row) => sum + (typeof row.quantity === 'number' ? row.quantity : 0), 0);
  const { min, max } = ONBOARDING_FIELDS.transferTerminalCount;
  const models = new Set(rows.map((row) => row.model).filter((model) => typeof model === 'string'));
  return {
    transferTerminalCount: count >= min && count <= max ? count : undefined,
    transferTerminalModel: models.size === 1 ? [...models][0] : undefined,
  };
}

export function transferPrefill<T extends Agreement>(agreement: T): T {
  const known: Agreement = {
    transferAcquiringCustomer: agreement.companyName,
    ...orderedTerminals(agreement),
  };
  const filled: Agreement = { ...agreement };
  for (const [field, value] of Object.entries(known))
    if (empty(filled[field]) && !empty(value)) filled[field] = value;
  return filled as T;
}
