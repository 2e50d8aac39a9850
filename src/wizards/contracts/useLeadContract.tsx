/**
 * The agreement of the page's lead and the contract type of its path (`onboard/edit/:type`), with the
 * page's title: the type's, for the company, or "not found" when either is unknown.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { FormatLocale } from '../../domain/format';
import { onboardingPath } from '../../routing/appRoutes';
import { useLeadAgreement } from '../onboarding/useLeadAgreement';
import { contractTypeOf } from './types';

export function useLeadContract(titleKey: 'contracts.title' | 'contracts.pdfTitle') {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language: FormatLocale = locale === 'en' ? 'en' : 'sv';
  const lead = useLeadAgreement();
  const type = contractTypeOf(useParams().type);
  const { record } = lead;
  const title = !record
    ? translate('onboarding.notFound')
    : !type
      ? translate('contracts.notFound')
      : translate(titleKey, { type: type.title[language], name: record.companyName });
  const typePath =
    record && type ? `${onboardingPath(lead.area, String(record.leadId))}/edit/${type.key}` : '';
  return { ...lead, type, title, typePath, language };
}
