/**
 * Issued gift cards (SPEC 2 /apps/merchant/giftcards, the cards sold from the templates at the
 * register): the card number, and how a card's amounts, dates, status and transactions agree. The
 * register writes the cards; the back office, the API and the demo seed judge them by these rules.
 */
import { isText, type RecordIssue, type RecordRule, type ValueRule } from './rule';

/** Card numbers: 8 to 19 digits (the lengths of ISO/IEC 7812 card numbers; the demo's are 16). */
export const GIFT_CARD_NUMBER = /^\d{8,19}$/;

export const giftCardNumberRule: ValueRule<unknown> = {
  messages: {
    'validation.gift_card.number': {
      en: 'Enter the card number as 8 to 19 digits',
      sv: 'Ange kortnumret som 8 till 19 siffror',
    },
  },
  check: (value) =>
    isText(value) && value !== '' && !GIFT_CARD_NUMBER.test(value) ? 'validation.gift_card.number' : null,
};

interface TransactionValues {
  type?: unknown;
  amount?: unknown;
}

/** The sign an amount must have for its type: issue and refund above 0, redemption below, an adjustment not 0. */
export function amountFitsType(type: unknown, amount: number): boolean {
  if (type === 'issue' || type === 'refund') return amount > 0;
  if (type === 'redeem') return amount < 0;
  return amount !== 0;
}

/** One transaction row: its amount has the sign of its type (a row rule; issue fields relative to the row). */
export const giftCardTransactionRule: RecordRule<TransactionValues> = {
  messages: {
    'validation.gift_card.amount_sign': {
      en: 'Issues and refunds add an amount above 0, redemptions draw one below 0, adjustments are not 0',
      sv: 'Utfärdanden och återbetalningar lägger till ett belopp över 0, inlösen drar ett belopp under 0, justeringar är inte 0',
    },
  },
  check: ({ type, amount }) =>
    typeof amount === 'number' && !amountFitsType(type, amount)
      ? [{ field: 'amount', key: 'validation.gift_card.amount_sign' }]
      : [],
};

interface IssuedGiftCardValues {
  initialAmount?: unknown;
  balance?: unknown;
  issuedAt?: unknown;
  expiresOn?: unknown;
  status?: unknown;
  transactions?: unknown;
}

const amountOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The sum of the transactions' amounts (rows without a number count as 0). */
export function transactionsSum(transactions: readonly unknown[]): number {
  return transactions.reduce<number>(
    (sum, row) => sum + (amountOf((row as { amount?: unknown } | null)?.amount) ?? 0),
    0,
  );
}

/**
 * A card as a whole: its balance lies between 0 and the amount it was issued for; its first transaction
 * issues it for that amount and is its only issue; the transactions add up to the balance; it expires
 * after the day it was issued; a used card has nothing left and an active card something.
 */
export const issuedGiftCardRule: RecordRule<IssuedGiftCardValues> = {
  messages: {
    'validation.gift_card.balance_range': {
      en: 'The balance must be between 0 and the initial amount',
      sv: 'Saldot måste vara mellan 0 och startbeloppet',
    },
    'validation.gift_card.issue_first': {
      en: 'The first transaction issues the card for its initial amount, and only it',
      sv: 'Första transaktionen utfärdar kortet på startbeloppet, och bara den',
    },
    'validation.gift_card.transactions_sum': {
      en: 'The transactions must add up to the balance',
      sv: 'Transaktionerna måste summera till saldot',
    },
    'validation.gift_card.expires_before_issue': {
      en: 'The card cannot expire before it is issued',
      sv: 'Kortet kan inte gå ut innan det utfärdas',
    },
    'validation.gift_card.used_with_balance': {
      en: 'A used card has no balance left',
      sv: 'Ett förbrukat kort har inget saldo kvar',
    },
    'validation.gift_card.active_without_balance': {
      en: 'An active card has a balance left; without one it is used',
      sv: 'Ett aktivt kort har saldo kvar; utan saldo är det förbrukat',
    },
  },
  check: (card) => {
    const issues: RecordIssue[] = [];
    const [initial, balance] = [amountOf(card.initialAmount), amountOf(card.balance)];
    if (initial !== null && balance !== null && (balance < 0 || balance > initial))
      issues.push({ field: 'balance', key: 'validation.gift_card.balance_range' });
    if (Array.isArray(card.transactions) && card.transactions.length > 0) {
      const rows = card.transactions as readonly ({ type?: unknown; amount?: unknown } | null)[];
      const issueRows = rows.filter((row) => row?.type === 'issue').length;
      if (rows[0]?.type !== 'issue' || issueRows !== 1 || (initial !== null && rows[0]?.amount !== initial))
        issues.push({ field: 'transactions', key: 'validation.gift_card.issue_first' });
      else if (balance !== null && transactionsSum(rows) !== balance)
        issues.push({ field: 'transactions', key: 'validation.gift_card.transactions_sum' });
    }
    if (isText(card.issuedAt) && isText(card.expiresOn) && card.expiresOn < card.issuedAt.slice(0, 10))
      issues.push({ field: 'expiresOn', key: 'validation.gift_card.expires_before_issue' });
    if (card.status === 'used' && balance !== null && balance !== 0)
      issues.push({ field: 'status', key: 'validation.gift_card.used_with_balance' });
    if (card.status === 'active' && balance === 0)
      issues.push({ field: 'status', key: 'validation.gift_card.active_without_balance' });
    return issues;
  },
};
