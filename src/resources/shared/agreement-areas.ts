/** Who keeps agreements and their contracts (SPEC 2 and 6): the areas, and the rows each role sees. */
import type { RowScope } from '../../schema/types';

export const AGREEMENT_AREAS = ['salesadmin', 'superadmin', 'supportadmin', 'partneradmin'] as const;

/** The platform's staff see every lead; a partner admin its own partner's. */
export const PARTNER_ROWS: RowScope = {
  rules: [
    { roles: ['superadmin', 'supportadmin', 'salesadmin'], rows: 'all' },
    { roles: ['partneradmin'], rows: 'partner' },
  ],
  partner: 'partnerId',
};
