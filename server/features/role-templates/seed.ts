/**
 * Demo role templates (issue 17): Kaffebaren's register staff (the register login only) and store
 * managers (the back office for stock, products, shifts and reports). Validated like any write (./seed.ts).
 */
import roleTemplates from '../../../src/resources/role-templates/index.ts';
import { seedRecord, type SeedRecord } from '../../seed/seed-record.ts';

export const ROLE_TEMPLATES_SEED: readonly SeedRecord[] = [
  seedRecord(roleTemplates, 'role-template-kaffebaren-kassa', 'org-kaffebaren', {
    name: 'Kassapersonal',
    description: 'Loggar in i kassan och säljer',
    permissions: ['login-register'],
  }),
  seedRecord(roleTemplates, 'role-template-kaffebaren-butikschef', 'org-kaffebaren', {
    name: 'Butikschef',
    description: 'Sköter lager, produkter, personalpass och rapporter för sin butik',
    permissions: [
      'login-backstage',
      'login-register',
      'warehouses',
      'product-groups',
      'products',
      'staff-shifts',
      'orders',
      'reports',
    ],
  }),
];
