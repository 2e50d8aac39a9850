/** SPEC 8's CRM failures as the API answers them when a sync is asked for and refused. */
import { ApiError } from '../../../http/errors.ts';
import type { CrmFailure } from './crm.ts';

const TEXTS: Record<CrmFailure, { en: string; sv: string }> = {
  noAccount: {
    en: 'Could not save in the CRM: no account found',
    sv: 'Kunde inte spara i CRM: inget konto hittades',
  },
  noPartner: {
    en: 'Could not save in the CRM: no partner found',
    sv: 'Kunde inte spara i CRM: ingen partner hittades',
  },
  noPartnerAccount: {
    en: 'Could not save in the CRM: no partner account found',
    sv: 'Kunde inte spara i CRM: inget partnerkonto hittades',
  },
  noPartnerTier: {
    en: 'Could not save in the CRM: no partner tier found',
    sv: 'Kunde inte spara i CRM: ingen partnernivå hittades',
  },
};

export const crmRefusal = (failure: CrmFailure): ApiError =>
  ApiError.of(422, `errors.crm.${failure}`, TEXTS[failure].en, TEXTS[failure].sv);
