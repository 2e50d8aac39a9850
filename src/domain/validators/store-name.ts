/**
 * A store's name (SPEC 5, "Stores and catalogue"): the stores' own and the one an onboarding asks for,
 * apart from the other store rules (./store.ts), which an agreements list need not load.
 */
import { isText, type ValueRule } from './rule';

export type StoreNameProblem = 'forbidden_chars' | 'blank' | null;

/** A store name must not contain & or %, and must not be only whitespace. */
export function storeNameProblem(name: string): StoreNameProblem {
  if (/[&%]/.test(name)) return 'forbidden_chars';
  if (name.length > 0 && name.trim().length === 0) return 'blank';
  return null;
}

export const storeNameRule: ValueRule<unknown> = {
  messages: {
    'validation.store_name.forbidden_chars': {
      en: 'The name must not contain & or %',
      sv: 'Namnet får inte innehålla & eller %',
    },
    'validation.store_name.blank': {
      en: 'The name cannot be only spaces',
      sv: 'Namnet får inte bara bestå av mellanslag',
    },
  },
  check: (value) => {
    if (!isText(value)) return null;
    const problem = storeNameProblem(value);
    return problem ? `validation.store_name.${problem}` : null;
  },
};
