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
import { createRegistry } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { authorizer } from '../resources/authorize.ts';
import { readBody } from '../resources/input.ts';
import { ensureSchema } from '../storage/sync.ts';
import { checkCompany, checkSigningOfficer } from './checks.ts';

const BASE = '/api/compliance-check';

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
      await ensureSchema(deps.db, definitions);
      const found = await checkCompany(c.req.param('organizationNumber'), {
        db: deps.db,
        agreements,
        organizations,
        partnerId,
        leadId: c.req.query('leadId'),
      });
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
      const officer = checkSigningOfficer(body.organizationNumber, body.personalNumber);
      return c.json({
        name: officer.name,
        personalNumber: officer.personalNumber,
        canSign: true,
        pep: officer.pep,
      });
    });
  };
}
