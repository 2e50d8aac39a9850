/**
 * What the onboarding's steps check beside each value's form: who counts as a beneficial owner (more
 * than 25 % of the shares or of the votes, SPEC 5), and money bounds said in kronor, not öre (SPEC 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, PARTNER, STEPS } from './onboarding-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { start, save } = leadsApi(() => server);

const [sofia, david] = STEPS.owners.beneficialOwners;

describe('the owners step', () => {
  it('takes an owner of more than 25 % of the shares with fewer of the votes, and refuses one of neither', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const saved = await ok(
      await save(PARTNER, draft, 'owners', {
        ...STEPS.owners,
        beneficialOwners: [
          { ...sofia, ownership: 70, votes: 80 },
          { ...david, ownership: 30, votes: 20 },
        ],
      }),
    );
    expect(saved.beneficialOwners).toMatchObject([{ ownership: 70 }, { ownership: 30, votes: 20 }]);
    const refused = await expectApiError(
      await save(PARTNER, saved, 'owners', {
        ...STEPS.owners,
        beneficialOwners: [
          { ...sofia, ownership: 75, votes: 80 },
          { ...david, ownership: 25, votes: 20 },
        ],
      }),
      400,
      'validation.onboarding.not_beneficial',
    );
    expect(refused.errors[0]).toMatchObject({
      field: 'beneficialOwners.1.votes',
      errorMessage: {
        en: expect.stringContaining('25 % of the shares or of the votes'),
        sv: expect.stringContaining('25 % av aktierna eller av rösterna'),
      },
    });
  });
});

describe('the pricing step', () => {
  it('says the service fee’s minimum in kronor in both languages', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const refused = await expectApiError(
      await save(PARTNER, draft, 'pricing', { ...STEPS.pricing, monthlyServiceFee: 19900 }),
      400,
      'validation.money_min',
    );
    expect(refused.errors[0]).toMatchObject({
      field: 'monthlyServiceFee',
      errorMessage: { sv: 'Måste vara minst 200,00 kr', en: 'Must be at least SEK 200.00' },
    });
  });
});
