/**
 * The onboarding's rules over a step's record rather than one field (SPEC 5 Onboarding; DOMAIN.md): owners'
 * shares, who is a beneficial owner, dates ahead of today, serial numbers across terminals, the MIDs of a
 * transfer. The wizards' steps judge by them (src/wizards/onboarding and transfer, steps.ts), the API with them; the fields' own
 * rules are in ./onboarding.ts, which a definition loads.
 */
import { swedishToday } from '../vat';
import {
  BENEFICIAL_OWNER_THRESHOLD,
  ONBOARDING_MESSAGES,
  serialNumbersOf,
  TRANSFER_DAYS_AHEAD,
} from './onboarding';
import { isText, type RecordRule, type ValueRule } from './rule';

const numberIn = (row: unknown, field: string): number => {
  const value = (row as Record<string, unknown> | null)?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** The rows of a table field, whatever arrived. */
const rowsOf = (record: Record<string, unknown>, field: string): unknown[] =>
  Array.isArray(record[field]) ? (record[field] as unknown[]) : [];

/** The shares of a table's rows add up to at most 100 %: the refusal is on the table. */
export function ownershipTotalRule(table: string, share: string): RecordRule {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (record) =>
      rowsOf(record, table).reduce<number>((sum, row) => sum + numberIn(row, share), 0) > 100
        ? [{ field: table, key: 'validation.onboarding.ownership_total' }]
        : [],
  };
}

/** At least one row of the beneficial owners or of their alternates (SPEC 5): the refusal is on the owners. */
export function ownersOrAlternatesRule(owners: string, alternates: string): RecordRule {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (record) =>
      rowsOf(record, owners).length === 0 && rowsOf(record, alternates).length === 0
        ? [{ field: owners, key: 'validation.onboarding.owners_or_alternates' }]
        : [],
  };
}

/** A rule on one value, as a rule on the record's field (for rules that belong to a step, not the field). */
export function onField(field: string, rule: ValueRule<unknown>): RecordRule {
  return {
    messages: rule.messages,
    check: (record) => {
      const key = rule.check(record[field]);
      return key ? [{ field, key }] : [];
    },
  };
}

/**
 * Each listed beneficial owner holds more than 25 % of the shares or of the votes (SPEC 5): the refusal
 * of one who holds neither is on that row's votes.
 */
export function beneficialOwnersRule(table: string, shares: string, votes: string): RecordRule {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (record) =>
      rowsOf(record, table).flatMap((row, index) =>
        numberIn(row, shares) > BENEFICIAL_OWNER_THRESHOLD ||
        numberIn(row, votes) > BENEFICIAL_OWNER_THRESHOLD
          ? []
          : [{ field: `${table}.${index}.${votes}`, key: 'validation.onboarding.not_beneficial' }],
      ),
  };
}

const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An installation date after today (SPEC 5). */
export function futureDateRule(now: () => Date = () => new Date()): ValueRule<unknown> {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (value) =>
      isText(value) && value !== '' && value <= swedishToday(now())
        ? 'validation.onboarding.future_date'
        : null,
  };
}

/** A transfer date at least 7 days after today (SPEC 5). */
export function transferDateRule(now: () => Date = () => new Date()): ValueRule<unknown> {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (value) =>
      isText(value) && value !== '' && value < addDays(swedishToday(now()), TRANSFER_DAYS_AHEAD)
        ? 'validation.onboarding.transfer_date'
        : null,
  };
}

/** No serial number in two rows of a table (two terminals of an order): the refusal is on the later row. */
export function uniqueSerialsRule(table: string, serials: string): RecordRule {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (record) => {
      const seen = new Set<string>();
      return rowsOf(record, table).flatMap((row, index) => {
        const own = serialNumbersOf((row as Record<string, unknown> | null)?.[serials]);
        const repeated = own.find((serial) => seen.has(serial.toUpperCase()));
        own.forEach((serial) => seen.add(serial.toUpperCase()));
        return repeated
          ? [{ field: `${table}.${index}.${serials}`, key: 'validation.onboarding.serial_repeated' }]
          : [];
      });
    },
  };
}

/** The acquiring customer's MID differs from the current one's (SPEC 8: "MID must be different"). */
export function differentMidRule(current: string, acquiring: string): RecordRule {
  return {
    messages: ONBOARDING_MESSAGES,
    check: (record) => {
      const [a, b] = [record[current], record[acquiring]];
      return isText(a) && isText(b) && a !== '' && a.trim() === b.trim()
        ? [{ field: acquiring, key: 'validation.onboarding.same_mid' }]
        : [];
    },
  };
}
