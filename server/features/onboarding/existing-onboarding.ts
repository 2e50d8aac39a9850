/**
 * Before "New onboarding" makes a draft (routes.ts): the company's other leads and its organization.
 * - A lead of another partner, in any state but declined: refused with SPEC 8's "exists with another
 *   partner" text, as an organization of another partner is (compliance/checks.ts).
 * - A lead of the same partner: refused, naming it (`existing`), for the client to offer to resume it.
 * - An organization already there (the partner's own, or one with no partner): the company is a customer;
 *   refused, naming it (`organization`), unless a super, support or sales admin confirms
 *   (`confirmExistingCustomer`) the new agreement (docs/decisions.md).
 * Judged under a lock on the organisation number, so two starts at once make one draft.
 */
import { effectiveAccess } from '../../../src/domain/roles.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { findWhere } from '../../resources/storage.ts';

const FIELD = 'organizationNumber';
/** Who may start an agreement for a company that is already a customer, once confirmed. */
const CONFIRMING_ROLES = ['superadmin', 'supportadmin', 'salesadmin'];

export interface ExistingOnboardingCheck {
  agreements: ResourceDefinition;
  organizations: ResourceDefinition | undefined;
  /** The registry's (normalized) organisation number. */
  organizationNumber: string;
  partnerId: string;
  caller: Caller;
  confirmExistingCustomer: boolean;
}

const otherPartner = () =>
  ApiError.of(
    409,
    'errors.compliance.other_partner',
    'The organization exists with another partner: contact support',
    'Organisationen finns redan hos en annan partner: kontakta supporten',
    FIELD,
  );

function sameLead(lead: { id: string; data: Record<string, unknown> }): ApiError {
  const { leadId, status } = lead.data;
  return new ApiError(
    409,
    [
      {
        errorCode: 'errors.onboarding.exists',
        errorMessage: {
          en: `The company already has an onboarding through this partner (lead ${String(leadId)}): resume it`,
          sv: `Bolaget har redan en onboarding genom den här partnern (lead ${String(leadId)}): fortsätt den`,
        },
        field: FIELD,
      },
    ],
    { existing: { id: lead.id, leadId, status } },
  );
}

function existingCustomer(
  organization: { id: string; data: Record<string, unknown> },
  mayConfirm: boolean,
): ApiError {
  const name = String(organization.data.name ?? '');
  const [en, sv] = mayConfirm
    ? [
        `The company is already a customer (${name}): confirm to start a new agreement for it`,
        `Bolaget är redan kund (${name}): bekräfta för att starta ett nytt avtal för det`,
      ]
    : [
        `The company is already a customer (${name}): contact support for a new agreement`,
        `Bolaget är redan kund (${name}): kontakta supporten för ett nytt avtal`,
      ];
  return new ApiError(
    409,
    [{ errorCode: 'errors.onboarding.existing_customer', errorMessage: { en, sv }, field: FIELD }],
    { organization: { id: organization.id, name }, mayConfirm },
  );
}

export async function refuseDuplicateOnboarding(
  tx: Queryable,
  check: ExistingOnboardingCheck,
): Promise<void> {
  const { agreements, organizations, organizationNumber, partnerId, caller } = check;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`onboarding:${organizationNumber}`]);
  const leads = (await findWhere(tx, agreements, null, { organizationNumber })).filter(
    (lead) => lead.data.status !== 'declined',
  );
  if (leads.some((lead) => lead.data.partnerId !== partnerId)) throw otherPartner();
  const own = leads.find((lead) => lead.data.status === 'draft') ?? leads[0];
  if (own) throw sameLead(own);

  if (!organizations) return;
  const [organization] = await findWhere(tx, organizations, null, { organizationNumber }, 1);
  if (!organization) return;
  if (organization.data.partnerId && organization.data.partnerId !== partnerId) throw otherPartner();
  const roles = effectiveAccess(caller, false).roles;
  const mayConfirm = roles.some((role) => CONFIRMING_ROLES.includes(role));
  if (!mayConfirm || !check.confirmExistingCustomer) throw existingCustomer(organization, mayConfirm);
}
