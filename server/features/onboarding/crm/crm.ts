/**
 * The CRM service the agreements sync to (SPEC 1 "syncing of agreements to a CRM service"), simulated by
 * the reference API: it knows the partners' accounts below, and keeps a merchant's account per
 * agreement. A sync names the agreement's partner by its CRM account and tier (SPEC 8's failures: no
 * partner, partner account, partner tier or account found). `create` makes the merchant's account when
 * the agreement has none (submitting, saving again); without it the account must exist (signing).
 */
import { crmId15, crmIdSuffix } from '../../../../src/domain/validators/crm.ts';

/**
 * The partner accounts the CRM holds (the seeded partners' own), by their 15-character form: the CRM
 * finds an account by either form of its id (src/domain/validators/crm.ts).
 */
const PARTNER_ACCOUNTS: ReadonlySet<string> = new Set(['0015g00000NpPaB', '0015g00000KgPaB']);

export type CrmFailure = 'noAccount' | 'noPartner' | 'noPartnerAccount' | 'noPartnerTier';

export type CrmOutcome = { ok: true; accountId: string } | { ok: false; failure: CrmFailure };

export interface CrmSync {
  /** The agreement's partner as stored, or null when it has none. */
  partner: Record<string, unknown> | null;
  /** The merchant's CRM account, if the agreement has one. */
  accountId: unknown;
  create: boolean;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new account id in its 18-character form, as the CRM gives them ("001" is its account prefix). */
function newAccountId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const id15 = `001${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
  return `${id15}${crmIdSuffix(id15)}`;
}

export function syncToCrm({ partner, accountId, create }: CrmSync): CrmOutcome {
  const partnerAccount = partner?.crmAccountId;
  // The CRM finds a partner by its account id, which must be one of its partner accounts.
  if (typeof partnerAccount !== 'string' || partnerAccount === '') return { ok: false, failure: 'noPartner' };
  const account = crmId15(partnerAccount);
  if (account === null || !PARTNER_ACCOUNTS.has(account)) return { ok: false, failure: 'noPartnerAccount' };
  if (typeof partner?.tier !== 'string' || partner.tier === '')
    return { ok: false, failure: 'noPartnerTier' };
  if (typeof accountId === 'string' && accountId !== '') return { ok: true, accountId };
  return create ? { ok: true, accountId: newAccountId() } : { ok: false, failure: 'noAccount' };
}
