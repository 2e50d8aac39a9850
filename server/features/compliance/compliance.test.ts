/**
 * The onboarding's compliance checks (issue 16): the registry's answer for a company, in sv and en the
 * refusals SPEC 8 names (not in the registry, no right to sign, another partner's organization or lead),
 * the F-tax warning, the PEP look-back, and who may ask at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPersonnummer } from '../../../src/domain/validators/personnummer.ts';
import { organizationNumberProblem } from '../../../src/domain/validators/organization-number.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { COMPANIES, EXPOSED_PERSONS } from './registry.ts';

const BASE = '/api/compliance-check';
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function ask(username: string, path: string, body?: unknown) {
  return server.app.request(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(await server.authHeader(username)), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('the company registry', () => {
  it('holds only numbers that pass their checks', () => {
    for (const company of COMPANIES) {
      expect(organizationNumberProblem(company.organizationNumber), company.name).toBeNull();
      for (const person of [...company.signingOfficers, ...company.otherOfficers])
        expect(isPersonnummer(person.personalNumber), person.name).toBe(true);
    }
  });

  it('answers a company by its number in any written form, with its officers and VAT number', async () => {
    const res = await ask('sales@demo.test', '/companies/5594120734');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      organizationNumber: '559412-0734',
      name: 'Solrosens Bageri AB',
      city: 'Göteborg',
      sniCode: '10710',
      fTax: true,
      vatNumber: 'SE559412073401',
      signingOfficers: [{ name: 'Sofia Holm' }, { name: 'David Holm' }],
      warnings: [],
    });
  });

  it('warns that a company without F-tax cannot be approved', async () => {
    const body = (await (await ask('support@demo.test', '/companies/556302-9585')).json()) as {
      warnings: { code: string; message: { sv: string } }[];
    };
    expect(body.warnings).toEqual([
      expect.objectContaining({
        code: 'f_tax_missing',
        message: expect.objectContaining({ sv: expect.stringMatching(/F-skattsedel/) }),
      }),
    ]);
  });

  it('warns that a company is not registered for sales tax, in sv and en', async () => {
    const body = (await (await ask('sales@demo.test', '/companies/559281-4734')).json()) as {
      vatNumber: string | null;
      warnings: { code: string; message: { sv: string; en: string } }[];
    };
    expect(body.vatNumber).toBeNull();
    expect(body.warnings).toEqual([
      {
        code: 'vat_unregistered',
        message: {
          en: 'Company not registered for sales tax (VAT)',
          sv: 'Bolaget är inte registrerat för moms',
        },
      },
    ]);
  });

  it('refuses a number not in the registry, and a malformed one with the form’s message', async () => {
    const missing = await expectApiError(
      await ask('sales@demo.test', '/companies/559999-9991'),
      404,
      'errors.compliance.not_in_registry',
    );
    expect(missing.errors[0]?.errorMessage.sv).toBe(
      'Organisationsnumret finns inte i det offentliga registret',
    );
    expect(missing.errors[0]?.field).toBe('organizationNumber');
    await expectApiError(
      await ask('sales@demo.test', '/companies/556812-3459'),
      400,
      'validation.organization_number.checksum',
    );
  });

  it('tells a partner admin that a company is another partner’s, and that a lead is another partner’s', async () => {
    // Bokhandeln AB is Kassagruppen's merchant; partner@demo.test is Nordic Payments'.
    const other = await expectApiError(
      await ask('partner@demo.test', '/companies/559301-7428'),
      409,
      'errors.compliance.other_partner',
    );
    expect(other.errors[0]?.errorMessage.en).toBe(
      'The organization exists with another partner: contact support',
    );
    // Its own merchant is answered; a super admin is answered for any.
    expect((await ask('partner@demo.test', '/companies/556812-3458')).status).toBe(200);
    expect((await ask('super@demo.test', '/companies/559301-7428')).status).toBe(200);
    // L-25002 is Kassagruppen's lead.
    await expectApiError(
      await ask('partner@demo.test', '/companies/559412-0734?leadId=L-25002'),
      409,
      'errors.compliance.lead_partner_mismatch',
    );
    expect((await ask('partner@demo.test', '/companies/559412-0734?leadId=L-25001')).status).toBe(200);
  });

  it('answers only the admins who onboard: never a merchant admin', async () => {
    expect((await ask('admin@kaffebaren.test', '/companies/556812-3458')).status).toBe(403);
    expect(
      (
        await ask('admin@kaffebaren.test', '/persons', {
          organizationNumber: '556812-3458',
          personalNumber: '19720314-2380',
        })
      ).status,
    ).toBe(403);
  });
});

describe('a signing officer', () => {
  it('is confirmed, in any written form of the personnummer', async () => {
    for (const personalNumber of ['19720314-2380', '197203142380', '720314-2380']) {
      const res = await ask('partner@demo.test', '/persons', {
        organizationNumber: '556812-3458',
        personalNumber,
      });
      expect(res.status, personalNumber).toBe(200);
      expect(await res.json()).toEqual({
        name: 'Anna Berg',
        personalNumber: '19720314-2380',
        canSign: true,
        pep: null,
      });
    }
  });

  it('is refused when the person may not sign: a board member, or a stranger', async () => {
    for (const personalNumber of ['19690817-2965', '19850621-4579']) {
      const body = await expectApiError(
        await ask('sales@demo.test', '/persons', { organizationNumber: '556812-3458', personalNumber }),
        422,
        'errors.compliance.not_signing_officer',
      );
      expect(body.errors[0]).toMatchObject({
        field: 'personalNumber',
        errorMessage: { sv: 'Personen är inte firmatecknare för bolaget' },
      });
    }
    await expectApiError(
      await ask('sales@demo.test', '/persons', {
        organizationNumber: '556812-3458',
        personalNumber: '19720314-2381',
      }),
      400,
      'validation.personnummer',
    );
  });

  it('is politically exposed within the look-back after leaving office', async () => {
    const [exposed] = EXPOSED_PERSONS;
    const res = await ask('sales@demo.test', '/persons', {
      organizationNumber: '556598-3144',
      personalNumber: exposed!.personalNumber,
    });
    // Office ended 2025-10-31; the look-back is 18 months, so until 2027-04-30.
    const within = new Date().toISOString().slice(0, 10) <= '2027-04-30';
    expect(((await res.json()) as { pep: unknown }).pep).toEqual(
      within ? { office: exposed!.office, endedOn: '2025-10-31' } : null,
    );
  });
});
