/**
 * Who writes (server/resources/write-record.ts): the caller, the organization it writes in, its roles,
 * and whose values the write stores. History names the writer's actor.
 */
import { effectiveAccess } from '../../src/domain/roles.ts';
import type { Caller } from '../http/env.ts';
import type { DefinitionLookup } from './input.ts';

/**
 * Whose values a write stores: `client`, a request's, judged as its form judges them; `server`, values
 * the server made for a caller (a step's status, a refund): the whole record, any stored field; `system`,
 * the same with no one signed in (a terminal's pairing, the scheduler).
 */
export type WriteOrigin = 'client' | 'server' | 'system';

export interface Writer {
  caller: Caller;
  organizationId: string | null;
  /** The roles the caller writes with (an internal admin inside an organization is its admin too). */
  roles: readonly string[];
  lookup: DefinitionLookup;
  /** `client` when absent. */
  origin?: WriteOrigin;
}

/** The writer of a signed-in caller in the organization it acts in. */
export function writerOf(
  caller: Caller,
  organizationId: string | null,
  lookup: DefinitionLookup,
  origin: WriteOrigin = 'client',
): Writer {
  const { roles } = effectiveAccess(caller, caller.actingOrganizationId !== null);
  return { caller, organizationId, roles, lookup, origin };
}

/** The writer of what the server does by itself; its history names `name` ('handshake', 'scheduler'). */
export function systemWriter(name: string, organizationId: string | null, lookup: DefinitionLookup): Writer {
  const caller: Caller = {
    userId: `system:${name}`,
    username: name,
    roles: [],
    permissions: [],
    organizationId,
    partnerId: null,
    actingOrganizationId: organizationId,
  };
  return { caller, organizationId, roles: [], lookup, origin: 'system' };
}

/** Who history names for the writer's writes. */
export const actorOf = (writer: Writer) => writer.caller.username || writer.caller.userId;
