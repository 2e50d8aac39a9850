/**
 * Who writes what a signature sets up (./provision-steps.ts): the platform itself, which may make an
 * organization and its admin whatever role the signer has (a sales admin signs; only the platform
 * makes customers), named in history by the signer.
 */
import { effectiveAccess } from '../../../src/domain/roles.ts';
import type { Caller } from '../../http/env.ts';
import { resourceDefinitions } from '../../resources/definitions.ts';
import type { Writer } from '../../resources/write-record.ts';

export const PROVISIONING_USER_ID = 'system:onboarding';

const lookup = (name: string) => resourceDefinitions.find((d) => d.name === name);

export function writerFor(signer: Caller, organizationId: string | null): Writer {
  const caller: Caller = {
    userId: PROVISIONING_USER_ID,
    username: signer.username || signer.userId,
    roles: ['superadmin'],
    permissions: [],
    organizationId: null,
    partnerId: null,
    actingOrganizationId: organizationId,
  };
  const { roles } = effectiveAccess(caller, organizationId !== null);
  // The values are the platform's, made from the signed agreement.
  return { caller, organizationId, roles, lookup, origin: 'server' };
}
