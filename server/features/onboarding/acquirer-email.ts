/**
 * The e-mail that tells the acquirer of a signed card-acquiring agreement (SPEC 1, 8), the last step of
 * what a signature sets up (./provision-steps.ts): written to the merchant organization's outbox
 * (src/resources/emails.ts, as the report schedules' mail), so the merchant's admins see what went out.
 * Without the merchant's organization there is no outbox to send from: the step fails with SPEC 8's
 * "Could not send e-mail to the acquirer", and the retry sends it once the organization is there.
 */
import type agreements from '../../../src/resources/agreements/index.ts';
import emails from '../../../src/resources/emails.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/errors.ts';
import { createRecord, type Writer } from '../../resources/write-record.ts';

type Agreement = Partial<FieldsOf<typeof agreements>>;

/** The acquirer's onboarding desk (the payment provider of SPEC 1; its real address is not shown). */
export const ACQUIRER_ADDRESS = 'kortinlosen@acquirer.test';

export const acquirerEmailFailed = (why: { en: string; sv: string }) =>
  ApiError.of(
    502,
    'errors.provisioning.acquirer_email',
    `Could not send e-mail to the acquirer: ${why.en}`,
    `Det gick inte att skicka e-post till inlösaren: ${why.sv}`,
  );

const line = (label: string, value: unknown) =>
  value === undefined || value === null || value === '' ? [] : [`${label}: ${String(value)}`];

/** The outbox record's id. */
export async function emailAcquirer(
  tx: Queryable,
  writer: Writer,
  agreement: Agreement,
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  await createRecord(tx, writer, emails, id, {
    sentAt: now.toISOString(),
    to: ACQUIRER_ADDRESS,
    subject: `Signerat inlösenavtal / Signed acquiring agreement: ${agreement.companyName} (${agreement.leadId})`,
    body: [
      'Ett avtal om kortinlösen är signerat. / A card-acquiring agreement is signed.',
      '',
      ...line('Företag / Company', agreement.companyName),
      ...line('Organisationsnummer / Organisation number', agreement.organizationNumber),
      ...line('Lead', agreement.leadId),
      ...line('Namn på kortutdraget / Name on the card statement', agreement.marketingName),
      ...line('Firmatecknare / Signing officer', agreement.signatoryName),
      ...line('Priskategori / Price category', agreement.priceCategory),
      ...line('Kortmärken / Card brands', agreement.cardBrands?.join(', ')),
      ...line('Clearingnummer / Clearing number', agreement.clearingNumber),
      ...line('Kontonummer / Account number', agreement.accountNumber),
      ...line('Signerat / Signed', now.toISOString()),
    ].join('\n'),
  });
  return id;
}
