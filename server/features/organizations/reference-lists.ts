/**
 * The platform's countries and languages (SPEC 7 `/api/organization/countries` and `/languages`; issue
 * 17), for any signed-in user: `[{ id, name: { en, sv } }]` in the order src/domain/countries.ts keeps.
 */
import { COUNTRIES, LANGUAGES } from '../../../src/domain/countries.ts';
import type { Texts } from '../../../src/domain/validators/rule.ts';
import type { Routes } from '../../routing/route-table.ts';

const listOf = (names: Readonly<Record<string, Texts>>) =>
  Object.entries(names).map(([id, name]) => ({ id, name }));

export function referenceListRoutes(routes: Routes) {
  routes.get('/api/organization/countries', { signedIn: true }, 'The countries, named in en and sv', (c) =>
    c.json(listOf(COUNTRIES)),
  );
  routes.get('/api/organization/languages', { signedIn: true }, 'The languages, named in en and sv', (c) =>
    c.json(listOf(LANGUAGES)),
  );
}
