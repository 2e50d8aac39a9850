/**
 * The platform's countries and languages (SPEC 7 `/api/organization/countries` and `/languages`; issue
 * 17), for any signed-in user: `[{ id, name: { en, sv } }]` in the order src/domain/countries.ts keeps.
 */
import type { Hono } from 'hono';
import { COUNTRIES, LANGUAGES } from '../../src/domain/countries.ts';
import type { Texts } from '../../src/domain/validators/rule.ts';
import { requireCaller } from '../http/auth-middleware.ts';
import type { AppEnv } from '../http/env.ts';

const listOf = (names: Readonly<Record<string, Texts>>) =>
  Object.entries(names).map(([id, name]) => ({ id, name }));

export function referenceListRoutes(app: Hono<AppEnv>) {
  app.get('/api/organization/countries', (c) => {
    requireCaller(c);
    return c.json(listOf(COUNTRIES));
  });
  app.get('/api/organization/languages', (c) => {
    requireCaller(c);
    return c.json(listOf(LANGUAGES));
  });
}
