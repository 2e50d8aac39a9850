/**
 * The digital-signing service the reference API simulates (SPEC 7 `/api/digital-sign/...`): an approved
 * agreement is sent to its signing officer (by e-mail, to sign with BankID), then signed or cancelled.
 * Sending fails as the provider's would (SPEC 8 "contract-send failures"): a signer it cannot reach
 * (no e-mail address, as on leads that came in before the onboarding asked for one) or identify (no
 * personal identity number for BankID).
 */
import { ApiError } from '../../http/errors.ts';

const notSent = (code: string, en: string, sv: string) =>
  ApiError.of(
    422,
    `errors.digital_sign.${code}`,
    `Could not send the contract for signing: ${en}`,
    `Kunde inte skicka avtalet för signering: ${sv}`,
  );

/** The signing fields of an agreement sent for signing now; refused as the provider would. */
export function sendForSigning(
  agreement: Record<string, unknown>,
  now = new Date(),
): Record<string, unknown> {
  if (typeof agreement.signatoryEmail !== 'string' || agreement.signatoryEmail === '')
    throw notSent(
      'no_email',
      'the signing officer has no e-mail address',
      'firmatecknaren saknar e-postadress',
    );
  if (typeof agreement.signatoryPersonalNumber !== 'string' || agreement.signatoryPersonalNumber === '')
    throw notSent(
      'no_personal_number',
      'the signing officer has no personal identity number for BankID',
      'firmatecknaren saknar personnummer för BankID',
    );
  return {
    signingId: `ds-${crypto.randomUUID()}`,
    signingStatus: 'sent',
    signingSentAt: now.toISOString(),
    signingSignedAt: null,
  };
}

/** The signing fields once the signer has signed. */
export const signed = (now = new Date()): Record<string, unknown> => ({
  signingStatus: 'signed',
  signingSignedAt: now.toISOString(),
});

/** A pending signature cancelled (the agreement recalled or rejected); other states stay. */
export const cancelled = (agreement: Record<string, unknown>): Record<string, unknown> =>
  agreement.signingStatus === 'sent' ? { signingStatus: 'cancelled' } : {};
