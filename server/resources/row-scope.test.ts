/** Row scopes as pure functions: which rule decides, the SQL condition, and the write check. */
import { describe, expect, it } from 'vitest';
import agreements from '../../src/resources/agreements/index.ts';
import organizations from '../../src/resources/organizations/index.ts';
import stores from '../../src/resources/stores/index.ts';
import type { Caller } from '../http/env.ts';
import { qb } from '../storage/query-builder.ts';
import { registerTables } from '../storage/tables.ts';
import { resourceDefinitions } from './definitions.ts';
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

// The condition names the definition's table columns (tableFor).
registerTables(resourceDefinitions);

/** The condition as the list query compiles it on the organizations table. */
const compiled = (condition: ReturnType<typeof rowScopeCondition>) => {
  if (condition === null) throw new Error('expected a condition');
  return qb.selectFrom('organizations').selectAll().where(condition).compile();
};

describe('row scope', () => {
  it('leaves resources without one alone', () => {
    expect(rowLimit(stores, caller(['admin']))).toBeNull();
    expect(rowScopeCondition(stores, caller(['admin']))).toBeNull();
  });

  it('the first rule naming one of the caller’s roles decides', () => {
    expect(rowLimit(organizations, caller(['superadmin']))).toBeNull();
    expect(rowLimit(organizations, partner)).toEqual({
      rows: 'partner',
      where: 'partnerId',
      value: 'partner-nordic',
    });
    // A super admin working inside an organization is also admin there, and still sees every row.
    expect(rowLimit(organizations, caller(['superadmin'], { actingOrganizationId: 'org-x' }))).toBeNull();
    // A partner admin working inside one of its organizations stays limited to its partner.
    expect(rowLimit(organizations, { ...partner, actingOrganizationId: 'org-x' })).toMatchObject({
      rows: 'partner',
    });
    expect(rowLimit(organizations, caller(['admin'], { actingOrganizationId: 'org-x' }))).toEqual({
      rows: 'organization',
      where: 'id',
      value: 'org-x',
    });
    expect(rowLimit(organizations, caller(['salesadmin']))).toBe('none');
  });

  it('builds the list condition with parameters', () => {
    const byPartner = compiled(rowScopeCondition(organizations, partner));
    expect(byPartner.sql).toContain('where "partner_id" = $1');
    expect(byPartner.parameters).toEqual(['partner-nordic']);
    const own = compiled(
      rowScopeCondition(organizations, caller(['admin'], { actingOrganizationId: 'org-x' })),
    );
    expect(own.sql).toContain('where "id" = $1');
    expect(own.parameters).toEqual(['org-x']);
    const none = compiled(rowScopeCondition(organizations, caller(['partneradmin'])));
    expect(none.sql).toContain('where FALSE');
    expect(none.parameters).toEqual([]);
    expect(rowScopeCondition(agreements, caller(['salesadmin']))).toBeNull();
  });

  it('judges rows and writes', () => {
    expect(inRowScope(organizations, partner, 'org-a', { partnerId: 'partner-nordic' })).toBe(true);
    expect(inRowScope(organizations, partner, 'org-b', { partnerId: 'partner-kassa' })).toBe(false);
    expect(rowScopeWriteIssue(organizations, partner, 'org-a', { partnerId: 'partner-kassa' })).toEqual({
      field: 'partnerId',
      key: 'validation.row_scope.partner',
    });
    expect(rowScopeWriteIssue(organizations, partner, 'org-a', { partnerId: 'partner-nordic' })).toBeNull();
    expect(inRowScope(organizations, caller(['admin'], { actingOrganizationId: 'org-a' }), 'org-a', {})).toBe(
      true,
    );
    expect(inRowScope(organizations, caller(['admin'], { actingOrganizationId: 'org-a' }), 'org-b', {})).toBe(
      false,
    );
  });
});
