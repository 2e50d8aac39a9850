/**
 * GET /api/geocode?address=…   a store address's coordinates (SPEC 8), for the store form's button
 *
 * Answers { latitude, longitude } from the bundled gazetteer (src/domain/geocode.ts), or 422 on the
 * field `address`: "Could not find location based on address" for a postal code the gazetteer lacks,
 * "Store has an invalid address" for what is no address. Allowed to whoever may edit stores, in the
 * organization the caller acts in.
 */
import { locate, LOCATE_MESSAGES } from '../../../src/domain/geocode.ts';
import { ApiError } from '../../http/errors.ts';
import type { Routes } from '../../routing/route-table.ts';

const ERROR_CODES = { notFound: 'errors.geocode.not_found', invalid: 'errors.geocode.invalid_address' };

export function geocodeRoutes(routes: Routes) {
  routes.get(
    '/api/geocode',
    { resource: 'stores', action: 'edit' },
    { summary: "A store address's coordinates", query: { address: 'street, postal code and city' } },
    (c) => {
      const found = locate(c.req.query('address') ?? '');
      if ('reason' in found) {
        const { en, sv } = LOCATE_MESSAGES[found.reason];
        throw ApiError.of(422, ERROR_CODES[found.reason], en, sv, 'address');
      }
      return c.json({ latitude: found.latitude, longitude: found.longitude });
    },
  );
}
