/**
 * The business loan (SPEC 1, 2 `/apps/merchant/loan`): a cash advance offered through the merchant's
 * partner and repaid as a share of each day's card sales, so a slow day repays less. The offer is
 * computed from the card sales of the last 365 days (docs/decisions.md "The loan offer"); the page
 * and the API use these same rules. Money in öre.
 */
import type { AccessRequirement } from './roles';
import { ROLE_GROUPS } from './roles';

export const LOAN_ACCESS: AccessRequirement = { roles: ROLE_GROUPS.admin, permissionKey: 'loan' };

/** The card sales the offer is computed from: the last 365 days, today not included. */
export const BASIS_DAYS = 365;
/** Card sales on fewer days than this in the basis: too little history for an offer. */
export const MIN_ACTIVE_DAYS = 90;
/** Yearly card sales under this (200 000 kr) give no offer. */
export const MIN_YEARLY_CARD_SALES = 20_000_000;
/** The largest advance: 15 % of a year's card sales, within these bounds, in steps of 10 000 kr. */
export const ADVANCE_SHARE = 0.15;
export const MIN_AMOUNT = 2_000_000;
export const MAX_AMOUNT = 200_000_000;
export const AMOUNT_STEP = 1_000_000;
/** One fixed fee, a share of the amount: no interest, whatever the time it takes to repay. */
export const FEE_SHARE = 0.08;
/** The share of each day's card sales that repays the advance and its fee. */
export const REPAYMENT_SHARE = 0.12;

export interface CardSalesBasis {
  /** Card payments of paid orders over the basis, öre. */
  cardSales: number;
  /** Days of the basis with card sales. */
  activeDays: number;
}

export type LoanOffer =
  | {
      eligible: true;
      maxAmount: number;
      minAmount: number;
      feeShare: number;
      repaymentShare: number;
      /** Average card sales per day of the basis, öre. */
      dailyCardSales: number;
      basis: CardSalesBasis;
    }
  | { eligible: false; reason: 'history' | 'sales'; basis: CardSalesBasis };

export function loanOffer(basis: CardSalesBasis): LoanOffer {
  if (basis.activeDays < MIN_ACTIVE_DAYS) return { eligible: false, reason: 'history', basis };
  if (basis.cardSales < MIN_YEARLY_CARD_SALES) return { eligible: false, reason: 'sales', basis };
  const raw = Math.floor((basis.cardSales * ADVANCE_SHARE) / AMOUNT_STEP) * AMOUNT_STEP;
  const maxAmount = Math.min(MAX_AMOUNT, raw);
  if (maxAmount < MIN_AMOUNT) return { eligible: false, reason: 'sales', basis };
  return {
    eligible: true,
    maxAmount,
    minAmount: MIN_AMOUNT,
    feeShare: FEE_SHARE,
    repaymentShare: REPAYMENT_SHARE,
    dailyCardSales: Math.round(basis.cardSales / BASIS_DAYS),
    basis,
  };
}

export interface LoanTerms {
  amount: number;
  fee: number;
  /** What is paid back in all: the amount and the fee. */
  total: number;
  /** Paid back on an average day: the share of the average day's card sales. */
  dailyRepayment: number;
  /** About this many months at the average day's card sales. */
  estimatedMonths: number;
}

/** The terms of an advance of `amount` under `offer`; null when the amount is not one it allows. */
export function loanTerms(offer: LoanOffer, amount: number): LoanTerms | null {
  if (!offer.eligible || !amountAllowed(offer, amount)) return null;
  const fee = Math.round(amount * offer.feeShare);
  const dailyRepayment = Math.max(1, Math.round(offer.dailyCardSales * offer.repaymentShare));
  const days = Math.ceil((amount + fee) / dailyRepayment);
  return {
    amount,
    fee,
    total: amount + fee,
    dailyRepayment,
    estimatedMonths: Math.max(1, Math.round(days / 30.4)),
  };
}

export function amountAllowed(offer: LoanOffer, amount: number): boolean {
  return (
    offer.eligible &&
    Number.isInteger(amount) &&
    amount >= offer.minAmount &&
    amount <= offer.maxAmount &&
    amount % AMOUNT_STEP === 0
  );
}
