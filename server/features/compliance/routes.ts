/**
 * The onboarding's compliance checks (issue 16; SPEC 7 `api/compliance-check/...`), for the admins who
 * see agreements (super, support, sales and partner admins):
 *
 *   GET  /api/compliance-check/companies/:organizationNumber[?leadId=]   the registry's record of a
 *        company: name, address, SNI code, signing officers, F-tax and VAT registration, and warnings
 *   POST /api/compliance-check/persons { organizationNumber, personalNumber }   whether the person may
 *        sign for the company, and whether the person is politically exposed (PEP_LOOKBACK_MONTHS)
 *
 * Refusals (SPEC 8), in sv and en: a number not in the registry; a person without the right to sign;
 * an organization already with another partner ("contact support"); a lead of another partner.
 */
import { readBody } from '../../resources/input.ts';
import { param } from '../../routing/params.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { checkCompany, checkSigningOfficer } from './checks.ts';

const BASE = '/api/compliance-check';

const F_TAX_MISSING = {
  code: 'f_tax_missing',
  message: {
    en: 'The company has no F-tax certificate: the agreement cannot be approved without one',
    sv: 'Bolaget saknar F-skattsedel: avtalet kan inte godkännas utan den',
  },
};

/** SPEC 8 "Company not registered for sales tax": the reviewer sees it on the agreement too. */
const VAT_UNREGISTERED = {
  code: 'vat_unregistered',
  message: {
    en: 'Company not registered for sales tax (VAT)',
    sv: 'Bolaget är inte registrerat för moms',
  },
};

/** The caller may onboard: one who may list agreements. */
const ONBOARDER = { resource: 'agreements', action: 'list' } as const;

export function complianceRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const agreements = registry.get('agreements');
  const organizations = registry.get('organizations');

  routes.get(
    `${BASE}/companies/:organizationNumber`,
    ONBOARDER,
    {
      summary: "The registry's record of a company: name, address, SNI, signing officers, F-tax, VAT",
      query: { leadId: 'the lead asking, so that its own earlier onboarding is not a conflict' },
    },
    async (c, { caller: { partnerId } }) => {
      const found = await checkCompany(param(c, 'organizationNumber'), {
        db: deps.db,
        agreements,
        organizations,
        partnerId,
        leadId: c.req.query('leadId'),
      });
      const warnings = [
        ...(found.fTax ? [] : [F_TAX_MISSING]),
        ...(found.vatRegistered ? [] : [VAT_UNREGISTERED]),
      ];
      return c.json({
        ...found,
        vatNumber: found.vatRegistered ? `SE${found.organizationNumber.replace('-', '')}01` : null,
        warnings,
      });
    },
  );

  routes.post(
    `${BASE}/persons`,
    ONBOARDER,
    {
      summary: 'Whether a person may sign for a company, and whether the person is politically exposed',
      body: '{ organizationNumber, personalNumber }',
    },
    async (c) => {
      const body = await readBody(c.req.raw);
      const officer = checkSigningOfficer(body.organizationNumber, body.personalNumber);
      return c.json({
        name: officer.name,
        personalNumber: officer.personalNumber,
        canSign: true,
        pep: officer.pep,
      });
    },
  );
}
