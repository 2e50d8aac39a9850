/** Who keeps agreements and their contracts (SPEC 2 and 6): the areas, and the rows each role sees. */
import type { RowScope } from '../../schema/types';

export const AGREEMENT_AREAS = [
  'salesadmin',
  'superadmin',
  'supportadmin',
  'partneradmin',
  'associate',
] as const;

/**
 * The platform's staff see every lead; a partner admin its own partner's; a sales representative its
 * partner's, or every lead when it sells for the platform's own sales team (no partner).
 */
export const PARTNER_ROWS: RowScope = {
  rules: [
    { roles: ['superadmin', 'supportadmin', 'salesadmin'], rows: 'all' },
    { roles: ['partneradmin'], rows: 'partner' },
    { roles: ['associate'], rows: 'partnerIfAny' },
  ],
  partner: 'partnerId',
};
