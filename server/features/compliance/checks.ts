/**
 * The compliance checks against the company registry (registry.ts), for the compliance endpoints and
 * the onboarding alike: a company an onboarding may take on, and a person who may sign for it. Each
 * refusal names its field, in sv and en (SPEC 8).
 */
import {
  normalizeOrganizationNumber,
  organizationNumberRule,
} from '../../../src/domain/validators/organization-number.ts';
import { PEP_LOOKBACK_MONTHS } from '../../../src/domain/validators/onboarding.ts';
import { swedishToday } from '../../../src/domain/vat.ts';
import { parsePersonnummer, personnummerRule } from '../../../src/domain/validators/personnummer.ts';
import type { ResourceDefinition, ValueRule } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../http/errors.ts';
import { findWhere } from '../../resources/storage.ts';
import {
  COMPANIES,
  EXPOSED_PERSONS,
  type ExposedPerson,
  type RegistryCompany,
  type RegistryPerson,
} from './registry.ts';

const notInRegistry = (field: string) =>
  ApiError.of(
    404,
    'errors.compliance.not_in_registry',
    'The organisation number was not found in the public registry',
    'Organisationsnumret finns inte i det offentliga registret',
    field,
  );

/** A refusal of a malformed value, with the message of the rule the form uses. */
export function malformed(rule: ValueRule<unknown>, value: unknown, field: string): ApiError | null {
  const key = typeof value === 'string' ? rule.check(value) : 'validation.not_text';
  if (!key) return null;
  const texts = rule.messages[key] ?? { en: 'Not valid', sv: 'Inte giltigt' };
  return ApiError.of(400, key, texts.en, texts.sv, field);
}

const findCompany = (organizationNumber: string): RegistryCompany | undefined => {
  const wanted = normalizeOrganizationNumber(organizationNumber);
  return COMPANIES.find((company) => company.organizationNumber === wanted);
};

export interface CompanyCheck {
  db: Queryable;
  agreements?: ResourceDefinition;
  organizations?: ResourceDefinition;
  /** The caller's partner (a partner admin), else null. */
  partnerId: string | null;
  leadId?: string;
  field?: string;
}

/** The registry's record of a company the caller may onboard; else the refusal of SPEC 8. */
export async function checkCompany(number: unknown, check: CompanyCheck): Promise<RegistryCompany> {
  const { db, agreements, organizations, partnerId, leadId, field = 'organizationNumber' } = check;
  const refused = malformed(organizationNumberRule, number, field);
  if (refused) throw refused;
  if (leadId && partnerId && agreements) {
    const [lead] = await findWhere(db, agreements, null, { leadId }, 1);
    if (lead && lead.data.partnerId !== partnerId)
      throw ApiError.of(
        409,
        'errors.compliance.lead_partner_mismatch',
        'The lead belongs to another partner',
        'Leadet tillhör en annan partner',
      );
  }
  const found = findCompany(String(number));
  if (!found) throw notInRegistry(field);
  if (partnerId && organizations) {
    const [existing] = await findWhere(db, organizations, null, {
      organizationNumber: found.organizationNumber,
    });
    if (existing && existing.data.partnerId !== partnerId)
      throw ApiError.of(
        409,
        'errors.compliance.other_partner',
        'The organization exists with another partner: contact support',
        'Organisationen finns redan hos en annan partner: kontakta supporten',
        field,
      );
  }
  return found;
}

/** Whether an office that ended on `endedOn` still makes a person exposed today. */
function stillExposed(endedOn: string | null, today: string): boolean {
  if (endedOn === null) return true;
  const until = new Date(`${endedOn}T00:00:00Z`);
  until.setUTCMonth(until.getUTCMonth() + PEP_LOOKBACK_MONTHS);
  return today <= until.toISOString().slice(0, 10);
}

export interface SigningOfficer extends RegistryPerson {
  /** The office that makes the person politically exposed, within the look-back; else null. */
  pep: { office: { sv: string; en: string }; endedOn: string | null } | null;
}

/** A signing officer of the company, with whether the person is politically exposed; else refused. */
export function checkSigningOfficer(
  organizationNumber: unknown,
  personalNumber: unknown,
  fields = { organization: 'organizationNumber', person: 'personalNumber' },
): SigningOfficer {
  const refused =
    malformed(organizationNumberRule, organizationNumber, fields.organization) ??
    malformed(personnummerRule, personalNumber, fields.person);
  if (refused) throw refused;
  const found = findCompany(String(organizationNumber));
  if (!found) throw notInRegistry(fields.organization);
  const personal = parsePersonnummer(String(personalNumber))?.normalized;
  const matches = (p: { personalNumber: string }) => p.personalNumber === personal;
  const officer = found.signingOfficers.find(matches);
  if (!officer)
    throw ApiError.of(
      422,
      'errors.compliance.not_signing_officer',
      'The person is not a signing officer of the company',
      'Personen är inte firmatecknare för bolaget',
      fields.person,
    );
  const exposed = EXPOSED_PERSONS.find((p) => matches(p) && stillExposed(p.endedOn, swedishToday()));
  return { ...officer, pep: exposed ? { office: exposed.office, endedOn: exposed.endedOn } : null };
}

/** The registry's name of an officer of the company (signing or not) with this personal number. */
export function registeredName(organizationNumber: unknown, personalNumber: unknown): string | null {
  const found = typeof organizationNumber === 'string' ? findCompany(organizationNumber) : undefined;
  const personal = typeof personalNumber === 'string' ? parsePersonnummer(personalNumber)?.normalized : null;
  if (!found || !personal) return null;
  const people = [...found.signingOfficers, ...found.otherOfficers];
  return people.find((p) => p.personalNumber === personal)?.name ?? null;
}

/** The office that makes the person politically exposed today (PEP_LOOKBACK_MONTHS), else null. */
export function exposedOffice(personalNumber: unknown): ExposedPerson['office'] | null {
  const personal = typeof personalNumber === 'string' ? parsePersonnummer(personalNumber)?.normalized : null;
  if (!personal) return null;
  const exposed = EXPOSED_PERSONS.find(
    (p) => p.personalNumber === personal && stillExposed(p.endedOn, swedishToday()),
  );
  return exposed?.office ?? null;
}
