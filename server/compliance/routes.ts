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
import type { Context, Hono } from 'hono';
import {
  normalizeOrganizationNumber,
  organizationNumberRule,
} from '../../src/domain/validators/organization-number.ts';
import { PEP_LOOKBACK_MONTHS, swedishToday } from '../../src/domain/validators/onboarding.ts';
import { parsePersonnummer, personnummerRule } from '../../src/domain/validators/personnummer.ts';
import { createRegistry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { authorizer } from '../resources/authorize.ts';
import { readBody } from '../resources/input.ts';
import { findWhere } from '../resources/storage.ts';
import { ensureSchema } from '../storage/sync.ts';
import { COMPANIES, EXPOSED_PERSONS, type RegistryCompany } from './registry.ts';

const BASE = '/api/compliance-check';

const notInRegistry = () =>
  ApiError.of(
    404,
    'errors.compliance.not_in_registry',
    'The organisation number was not found in the public registry',
    'Organisationsnumret finns inte i det offentliga registret',
    'organizationNumber',
  );

/** A refusal of a malformed number, with the message of the rule the form uses. */
function malformed(rule: typeof organizationNumberRule, value: unknown, field: string): ApiError | null {
  const key = typeof value === 'string' ? rule.check(value) : 'validation.not_text';
  if (!key) return null;
  const texts = rule.messages[key] ?? { en: 'Not valid', sv: 'Inte giltigt' };
  return ApiError.of(400, key, texts.en, texts.sv, field);
}

const findCompany = (organizationNumber: string): RegistryCompany | undefined => {
  const wanted = normalizeOrganizationNumber(organizationNumber);
  return COMPANIES.find((company) => company.organizationNumber === wanted);
};

/** Whether an office that ended on `endedOn` still makes a person exposed today. */
function stillExposed(endedOn: string | null, today: string): boolean {
  if (endedOn === null) return true;
  const until = new Date(`${endedOn}T00:00:00Z`);
  until.setUTCMonth(until.getUTCMonth() + PEP_LOOKBACK_MONTHS);
  return today <= until.toISOString().slice(0, 10);
}

export function complianceRoutes(deps: Deps, definitions: readonly ResourceDefinition[]) {
  const registry = createRegistry(definitions);
  const authorize = authorizer(registry);
  const agreements = registry.get('agreements');
  const organizations = registry.get('organizations');

  /** The caller may onboard: one who may list agreements. */
  const caller = (c: Context<AppEnv>) => {
    if (!agreements) throw new Error('compliance checks need the agreements resource');
    return authorize(c, agreements, 'list').caller;
  };

  return (app: Hono<AppEnv>) => {
    app.get(`${BASE}/companies/:organizationNumber`, async (c) => {
      const { partnerId } = caller(c);
      const number = c.req.param('organizationNumber');
      const refused = malformed(organizationNumberRule, number, 'organizationNumber');
      if (refused) throw refused;
      await ensureSchema(deps.db, definitions);
      const leadId = c.req.query('leadId');
      if (leadId && partnerId && agreements) {
        const [lead] = await findWhere(deps.db, agreements, null, { leadId }, 1);
        if (lead && lead.data.partnerId !== partnerId)
          throw ApiError.of(
            409,
            'errors.compliance.lead_partner_mismatch',
            'The lead belongs to another partner',
            'Leadet tillhör en annan partner',
          );
      }
      const found = findCompany(number);
      if (!found) throw notInRegistry();
      if (partnerId && organizations) {
        const [existing] = await findWhere(deps.db, organizations, null, {
          organizationNumber: found.organizationNumber,
        });
        if (existing && existing.data.partnerId !== partnerId)
          throw ApiError.of(
            409,
            'errors.compliance.other_partner',
            'The organization exists with another partner: contact support',
            'Organisationen finns redan hos en annan partner: kontakta supporten',
            'organizationNumber',
          );
      }
      const warnings = found.fTax
        ? []
        : [
            {
              code: 'f_tax_missing',
              message: {
                en: 'The company has no F-tax certificate: the agreement cannot be approved without one',
                sv: 'Bolaget saknar F-skattsedel: avtalet kan inte godkännas utan den',
              },
            },
          ];
      return c.json({
        ...found,
        vatNumber: found.vatRegistered ? `SE${found.organizationNumber.replace('-', '')}01` : null,
        warnings,
      });
    });

    app.post(`${BASE}/persons`, async (c) => {
      caller(c);
      const body = await readBody(c.req.raw);
      const refused =
        malformed(organizationNumberRule, body.organizationNumber, 'organizationNumber') ??
        malformed(personnummerRule, body.personalNumber, 'personalNumber');
      if (refused) throw refused;
      const found = findCompany(String(body.organizationNumber));
      if (!found) throw notInRegistry();
      const personal = parsePersonnummer(String(body.personalNumber))?.normalized;
      const matches = (p: { personalNumber: string }) => p.personalNumber === personal;
      const officer = found.signingOfficers.find(matches);
      if (!officer)
        throw ApiError.of(
          422,
          'errors.compliance.not_signing_officer',
          'The person is not a signing officer of the company',
          'Personen är inte firmatecknare för bolaget',
          'personalNumber',
        );
      const exposed = EXPOSED_PERSONS.find((p) => matches(p) && stillExposed(p.endedOn, swedishToday()));
      return c.json({
        name: officer.name,
        personalNumber: officer.personalNumber,
        canSign: true,
        pep: exposed ? { office: exposed.office, endedOn: exposed.endedOn } : null,
      });
    });
  };
}
