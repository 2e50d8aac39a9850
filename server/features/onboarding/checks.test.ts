/**
 * What the onboarding's steps check beside each value's form: the registry's answers and the bank's
 * check digit as warnings kept on the agreement (a PEP ticked by the server), approval despite them
 * only with a reason; who counts as a beneficial owner (more than 25 % of the shares or of the votes,
 * SPEC 5); money bounds said in kronor, not öre (SPEC 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, PARTNER, SALES, STEPS, type Agreement } from './onboarding-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { start, save, act, submitted } = leadsApi(() => server);

const warningsOf = (agreement: Agreement) =>
  (agreement.complianceWarnings as { code: string; field: string; detail: string }[] | null) ?? [];

describe('the compliance warnings of a step', () => {
  it('warns of a signatory whose name is not the registry’s for the personal number, and keeps it', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const saved = await ok(
      await save(PARTNER, draft, 'signatory', { ...STEPS.signatory, signatoryName: 'Kalle Anka' }),
    );
    expect(saved.signatoryName).toBe('Kalle Anka');
    expect(warningsOf(saved)).toEqual([
      { code: 'signatoryName', field: 'signatoryName', detail: 'Sofia Holm' },
    ]);
    const righted = await ok(await save(PARTNER, saved, 'signatory', STEPS.signatory));
    expect(warningsOf(righted)).toEqual([]);
  });

  it('warns the reviewer of a company not registered for sales tax from the start, and keeps it', async () => {
    const draft = await ok(await start(PARTNER, '559281-4734'), 201);
    const expected = [{ code: 'vatUnregistered', field: 'vatRegistered', detail: '559281-4734' }];
    expect(draft.vatRegistered).toBe(false);
    expect(warningsOf(draft)).toEqual(expected);
    const saved = await ok(
      await save(PARTNER, draft, 'signatory', {
        signatoryName: 'Maja Nyström',
        signatoryPersonalNumber: '19821103-4320',
        signatoryEmail: 'maja@glassfabriken.se',
        signatoryPhone: '0701234567',
      }),
    );
    expect(warningsOf(saved)).toEqual(expected);
  });

  it('warns of an account its check digit does not confirm and of a bank that is not the clearing number’s', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const unconfirmed = await ok(
      await save(PARTNER, draft, 'bank', { ...STEPS.bank, accountNumber: '123 456 789-0' }),
    );
    expect(warningsOf(unconfirmed)).toEqual([
      { code: 'accountUnconfirmed', field: 'accountNumber', detail: '8327-9 123 456 789-0' },
    ]);
    const otherBank = await ok(
      await save(PARTNER, unconfirmed, 'bank', {
        ...STEPS.bank,
        clearingNumber: '6000',
        accountNumber: '123 456 789',
      }),
    );
    expect(warningsOf(otherBank)).toEqual([{ code: 'bankName', field: 'bankName', detail: 'Handelsbanken' }]);
  });

  it('ticks a PEP the registry knows, left unticked by the partner, and lists the person', async () => {
    const draft = await ok(await start(PARTNER, '556598-3144'), 201);
    const signatory = await ok(
      await save(PARTNER, draft, 'signatory', {
        signatoryName: 'Jonas Persson',
        signatoryPersonalNumber: '19701224-1860',
        signatoryEmail: 'jonas@fjallstugan.se',
      }),
    );
    expect(warningsOf(signatory)).toEqual([{ code: 'pep', field: 'anyPep', detail: 'Jonas Persson' }]);
    const pep = await ok(
      await save(PARTNER, signatory, 'pep', {
        signingOfficers: [{ name: 'Jonas Persson', personalNumber: '19701224-1860' }],
        anyPep: false,
      }),
    );
    expect(pep).toMatchObject({
      anyPep: true,
      pepPersons: [{ name: 'Jonas Persson', publicFunction: 'Kommunalråd, Åre kommun', relation: 'self' }],
    });
    expect(warningsOf(pep)).toEqual([{ code: 'pep', field: 'anyPep', detail: 'Jonas Persson' }]);
  });
});

describe('approving an agreement with warnings', () => {
  it('asks for the reason, keeps it, and approves without one only an agreement without warnings', async () => {
    const clean = await submitted('559412-0734');
    expect(warningsOf(clean)).toEqual([]);
    expect(await ok(await act(SALES, clean, 'sendForSignature'))).toMatchObject({
      status: 'waitingForSignature',
    });

    const warned = await submitted('559412-0734', {
      signatory: { ...STEPS.signatory, signatoryName: 'Kalle Anka' },
    });
    expect(warningsOf(warned).map((w) => w.code)).toEqual(['signatoryName']);
    expect((await act(SALES, warned, 'sendForSignature')).status).toBe(409);
    const missing = await expectApiError(
      await act(SALES, warned, 'approveWithWarnings'),
      400,
      'validation.required',
    );
    expect(missing.errors[0]?.field).toBe('approvalReason');
    const reason = 'Kalle Anka är Sofia Holms tilltalsnamn enligt ID-kontroll på plats';
    const approved = await ok(await act(SALES, warned, 'approveWithWarnings', { approvalReason: reason }));
    expect(approved).toMatchObject({
      status: 'waitingForSignature',
      approvalReason: reason,
      signingStatus: 'sent',
    });
    expect(warningsOf(approved)).toHaveLength(1);
  });
});

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
