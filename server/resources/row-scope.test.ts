/** Row scopes as pure functions: which rule decides, the SQL condition, and the write check. */
import { describe, expect, it } from 'vitest';
import agreements from '../../src/resources/agreements.ts';
import organizations from '../../src/resources/organizations.ts';
import stores from '../../src/resources/stores.ts';
import type { Caller } from '../http/env.ts';
import { inRowScope, rowLimit, rowScopeCondition, rowScopeWriteIssue } from './row-scope.ts';

const caller = (roles: string[], extra: Partial<Caller> = {}): Caller => ({
  userId: 'u',
  username: 'u',
  roles,
  permissions: [],
  organizationId: null,
  partnerId: null,
  actingOrganizationId: null,
  ...extra,
});

const partner = caller(['partneradmin'], { partnerId: 'partner-nordic' });

describe('row scope', () => {
  it('leaves resources without one alone', () => {
    expect(rowLimit(stores, caller(['admin']))).toBeNull();
    expect(rowScopeCondition(stores, caller(['admin']), [])).toBeNull();
  });

  it('the first rule naming one of the caller’s roles decides', () => {
    expect(rowLimit(organizations, caller(['superadmin']))).toBeNull();
    expect(rowLimit(organizations, partner)).toEqual({ rows: 'partner', where: 'partnerId', value: 'partner-nordic' });
    // A super admin working inside an organization is also admin there, and still sees every row.
    expect(rowLimit(organizations, caller(['superadmin'], { actingOrganizationId: 'org-x' }))).toBeNull();
    // A partner admin working inside one of its organizations stays limited to its partner.
    expect(rowLimit(organizations, { ...partner, actingOrganizationId: 'org-x' })).toMatchObject({ rows: 'partner' });
    expect(rowLimit(organizations, caller(['admin'], { actingOrganizationId: 'org-x' }))).toEqual({ rows: 'organization', where: 'id', value: 'org-x' });
    expect(rowLimit(organizations, caller(['salesadmin']))).toBe('none');
  });

  it('builds the list condition with parameters', () => {
    const params: unknown[] = ['organizations'];
    expect(rowScopeCondition(organizations, partner, params)).toBe("data->>'partnerId' = $2");
    expect(params).toEqual(['organizations', 'partner-nordic']);
    const own: unknown[] = [];
    expect(rowScopeCondition(organizations, caller(['admin'], { actingOrganizationId: 'org-x' }), own)).toBe('id = $1');
    expect(rowScopeCondition(organizations, caller(['partneradmin']), [])).toBe('FALSE');
    expect(rowScopeCondition(agreements, caller(['salesadmin']), [])).toBeNull();
  });

  it('judges rows and writes', () => {
    expect(inRowScope(organizations, partner, 'org-a', { partnerId: 'partner-nordic' })).toBe(true);
    expect(inRowScope(organizations, partner, 'org-b', { partnerId: 'partner-kassa' })).toBe(false);
    expect(rowScopeWriteIssue(organizations, partner, 'org-a', { partnerId: 'partner-kassa' })).toEqual({ field: 'partnerId', key: 'validation.row_scope.partner' });
    expect(rowScopeWriteIssue(organizations, partner, 'org-a', { partnerId: 'partner-nordic' })).toBeNull();
    expect(inRowScope(organizations, caller(['admin'], { actingOrganizationId: 'org-a' }), 'org-a', {})).toBe(true);
    expect(inRowScope(organizations, caller(['admin'], { actingOrganizationId: 'org-a' }), 'org-b', {})).toBe(false);
  });
});
