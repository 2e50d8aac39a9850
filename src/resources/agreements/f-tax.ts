/** SPEC 5: a company without an F-tax certificate is not approved; the refusal names the certificate. */
import type { RecordRule } from '../../schema/types';

export const fTaxRule: RecordRule = {
  messages: {
    'validation.onboarding.f_tax_missing': {
      en: 'The company has no F-tax certificate: the agreement cannot be approved',
      sv: 'Bolaget saknar F-skattsedel: avtalet kan inte godkännas',
    },
  },
  check: (record) =>
    record.fTaxRegistered === false
      ? [{ field: 'fTaxRegistered', key: 'validation.onboarding.f_tax_missing' }]
      : [],
};
