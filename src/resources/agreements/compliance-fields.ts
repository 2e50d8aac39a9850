/**
 * The compliance warnings the API finds when an onboarding step is saved (src/domain/validators/
 * compliance-warnings.ts; server/features/onboarding/warnings.ts), kept on the agreement so that the
 * reviewer sees what the partner saw, and the reason a reviewer gives for approving it despite them.
 * The warnings are written by the API only; none left: the field is empty.
 */
import type { FieldDefinition } from '../../schema/types';

export const COMPLIANCE_FIELDS = {
  complianceWarnings: {
    kind: 'subRecords',
    label: { en: 'Unresolved warnings', sv: 'Olösta varningar' },
    helper: {
      en: 'Approving the agreement asks for the reason it is approved despite them',
      sv: 'Att godkänna avtalet kräver ett skäl till att det godkänns trots dem',
    },
    readOnly: true,
    maxRows: 20,
    fields: {
      code: {
        kind: 'enum',
        label: { en: 'Warning', sv: 'Varning' },
        required: true,
        values: {
          signatoryName: {
            label: {
              en: 'The signing officer’s name is not the registry’s name for the personal identity number',
              sv: 'Firmatecknarens namn är inte registrets namn för personnumret',
            },
          },
          accountUnconfirmed: {
            label: {
              en: 'The account number does not match its bank’s check digit',
              sv: 'Kontonumret stämmer inte med bankens kontrollsiffra',
            },
          },
          bankName: {
            label: {
              en: 'The bank named is not the clearing number’s bank',
              sv: 'Den angivna banken är inte clearingnumrets bank',
            },
          },
          vatUnregistered: {
            label: {
              en: 'Company not registered for sales tax (VAT)',
              sv: 'Bolaget är inte registrerat för moms',
            },
          },
          pep: {
            label: {
              en: 'A politically exposed person according to the registry',
              sv: 'En person i politiskt utsatt ställning enligt registret',
            },
          },
        },
      },
      // The agreement's field the warning is about, named as the reviewer reads it.
      field: {
        kind: 'enum',
        label: { en: 'Field', sv: 'Fält' },
        required: true,
        values: {
          signatoryName: { label: { en: 'Signing officer', sv: 'Firmatecknare' } },
          vatRegistered: { label: { en: 'Registered for VAT', sv: 'Momsregistrerad' } },
          bankName: { label: { en: 'Bank', sv: 'Bank' } },
          accountNumber: { label: { en: 'Account number', sv: 'Kontonummer' } },
          anyPep: { label: { en: 'PEP', sv: 'PEP' } },
        },
      },
      detail: { kind: 'text', label: { en: 'Found', sv: 'Hittat' }, maxLength: 120 },
    },
  },
  approvalReason: {
    kind: 'longText',
    label: {
      en: 'Reason for approving despite the warnings',
      sv: 'Skäl att godkänna trots varningarna',
    },
    maxLength: 1000,
  },
} satisfies Record<string, FieldDefinition>;
