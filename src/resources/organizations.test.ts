/** The organizations definition in the registry: one definition in each admin area and the merchant settings. */
import { describe, expect, it } from 'vitest';
import { isAllowed } from '../domain/roles';
import { createRegistry } from '../schema/registry-core';
import agreements from './agreements';
import organizations from './organizations';
import partners from './partners';
import paymentMethods from './payment-methods';
import { requirementFor } from './registry';

const registry = createRegistry([organizations, partners, agreements, paymentMethods]);

describe('menu entries and access of the first resources', () => {
  it('registers organizations in each admin area and in the settings with the organization permission', () => {
    const entries = registry
      .menuEntries()
      .filter((e) => e.url.endsWith('rganizations') || e.url.endsWith('Organization'));
    expect(entries.map((e) => [e.url, e.group, e.auth, e.permissionKey])).toEqual([
      ['/apps/superadmin/organizations', 'superadmin', ['superadmin'], undefined],
      ['/apps/supportadmin/organizations', 'supportadmin', ['supportadmin'], undefined],
      ['/apps/partneradmin/organizations', 'partneradmin', ['partneradmin'], undefined],
      ['/apps/setting/Organization', 'settings', ['admin'], 'organization'],
    ]);
  });

  it('lists agreements in the sales, super, support, partner admin and associate areas, never created or edited there', () => {
    const urls = registry
      .menuEntries()
      .filter((e) => e.url.endsWith('/agreements'))
      .map((e) => e.url)
      .sort();
    expect(urls).toEqual([
      '/apps/associate/agreements',
      '/apps/partneradmin/agreements',
      '/apps/salesadmin/agreements',
      '/apps/superadmin/agreements',
      '/apps/supportadmin/agreements',
    ]);
    const sales = { roles: ['salesadmin'], permissions: [] };
    expect(registry.canAccess('apps/salesadmin/agreements', 'list', sales)).toBe(true);
    expect(registry.canAccess('apps/salesadmin/agreements', 'show', sales)).toBe(true);
    for (const action of ['create', 'edit'] as const)
      expect(registry.canAccess('apps/salesadmin/agreements', action, sales)).toBe(false);
    // A lead is deleted by the platform's staff (its contracts annulled), never by a partner.
    expect(registry.canAccess('apps/salesadmin/agreements', 'delete', sales)).toBe(true);
    const partner = { roles: ['partneradmin'], permissions: [] };
    expect(registry.canAccess('apps/partneradmin/agreements', 'delete', partner)).toBe(false);
    const associate = { roles: ['associate'], permissions: [] };
    expect(registry.canAccess('apps/associate/agreements', 'delete', associate)).toBe(false);
  });

  it('lets internal admins create and edit organizations, a merchant admin read and edit its own, nobody delete', () => {
    const superadmin = { roles: ['superadmin'], permissions: [] };
    const merchant = { roles: ['admin'], permissions: ['organization'] };
    expect(registry.canAccess('apps/superadmin/organizations', 'create', superadmin)).toBe(true);
    expect(registry.canAccess('apps/superadmin/organizations', 'edit', superadmin)).toBe(true);
    expect(registry.canAccess('apps/superadmin/organizations', 'delete', superadmin)).toBe(false);
    expect(registry.canAccess('apps/setting/Organization', 'show', merchant)).toBe(true);
    expect(registry.canAccess('apps/setting/Organization', 'edit', merchant)).toBe(true);
    expect(registry.canAccess('apps/setting/Organization', 'create', merchant)).toBe(false);
    expect(registry.canAccess('apps/setting/Organization', 'delete', merchant)).toBe(false);
  });

  it('keeps payment methods to merchant admins with the payment-methods permission', () => {
    expect(
      registry.canAccess('apps/setting/PaymentMethods', 'list', {
        roles: ['admin'],
        permissions: ['payment-methods'],
      }),
    ).toBe(true);
    expect(
      registry.canAccess('apps/setting/PaymentMethods', 'list', {
        roles: ['admin'],
        permissions: ['stores'],
      }),
    ).toBe(false);
  });
});

describe('what the app asks of the user per route and action (requirementFor)', () => {
  const merchant = { roles: ['admin'], permissions: ['organization'] };
  const superadmin = { roles: ['superadmin'], permissions: [] };

  it('offers creating organizations in the admin areas only, and editing on the merchant’s own page', () => {
    expect(isAllowed(requirementFor('apps/superadmin/organizations', 'create'), superadmin)).toBe(true);
    expect(isAllowed(requirementFor('apps/setting/Organization', 'create'), merchant)).toBe(false);
    expect(
      isAllowed(requirementFor('apps/setting/Organization', 'create'), {
        roles: ['superadmin', 'admin'],
        permissions: ['organization'],
      }),
    ).toBe(false);
    expect(isAllowed(requirementFor('apps/setting/Organization', 'edit'), merchant)).toBe(true);
    expect(
      isAllowed(requirementFor('apps/setting/Organization', 'edit'), {
        roles: ['admin'],
        permissions: ['stores'],
      }),
    ).toBe(false);
  });

  it('shows the merchant’s page with the organization permission only', () => {
    expect(isAllowed(requirementFor('apps/setting/Organization', 'list'), merchant)).toBe(true);
    expect(
      isAllowed(requirementFor('apps/setting/Organization', 'show'), {
        roles: ['admin'],
        permissions: ['stores'],
      }),
    ).toBe(false);
    expect(isAllowed(requirementFor('apps/setting/Organization', 'list'), superadmin)).toBe(false);
  });
});
