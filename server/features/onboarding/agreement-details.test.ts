/**
 * What an agreement holds beside the onboarding's first steps (issue 40, SPEC 3 and 5), through the API:
 * a contact per type, its own MID, a billing address apart from the company's, one serial number per
 * terminal ordered, and a comment with the supplement sent back. The API refuses what the wizard's
 * forms refuse, on the field concerned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { storedRows } from '../../testing/stored.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, PARTNER, SALES, STEPS } from './onboarding-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { start, save, act, uploadDocument } = leadsApi(() => server);

const fieldsOf = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field).sort();

describe('the agreement’s contacts', () => {
  it('stores a contact per type, judged by the e-mail and phone rules, and needs each type’s name and e-mail', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const missing = await expectApiError(
      await save(PARTNER, draft, 'contacts', {
        ...STEPS.contacts,
        returnsContactName: null,
        technicalContactEmail: null,
      }),
      400,
      'validation.required',
    );
    expect(fieldsOf(missing)).toEqual(['returnsContactName', 'technicalContactEmail']);
    const malformed = await expectApiError(
      await save(PARTNER, draft, 'contacts', {
        ...STEPS.contacts,
        accountingContactEmail: 'ekonomi.solrosensbageri.se',
        technicalContactPhone: '12',
      }),
      400,
      'validation.email',
    );
    expect(malformed.errors.map((e) => [e.field, e.errorCode]).sort()).toEqual([
      ['accountingContactEmail', 'validation.email'],
      ['technicalContactPhone', 'validation.phone'],
    ]);
    const saved = await ok(await save(PARTNER, draft, 'contacts', STEPS.contacts));
    expect(saved).toMatchObject(STEPS.contacts);
  });

  it('is a step the submission needs', async () => {
    let draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const { contacts: _left, ...others } = STEPS;
    for (const [step, values] of Object.entries(others))
      draft = await ok(await save(PARTNER, draft, step, values));
    const refused = await expectApiError(
      await act(PARTNER, draft, 'submit'),
      400,
      'validation.steps_incomplete',
    );
    expect(refused.errors[0]?.errorMessage.en).toBe('Steps that need completing: Contacts');
    expect(refused.errors[0]?.errorMessage.sv).toBe('Steg som behöver kompletteras: Kontaktpersoner');
    draft = await ok(await save(PARTNER, draft, 'contacts', STEPS.contacts));
    expect((await ok(await act(PARTNER, draft, 'submit'))).status).toBe('submitted');
  });
});

describe('the agreement’s MID and billing address', () => {
  it('keeps a MID of 6 to 15 digits, refusing another form', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const refused = await expectApiError(
      await save(PARTNER, draft, 'pricing', { ...STEPS.pricing, mid: 'MID-12' }),
      400,
      'validation.onboarding.mid',
    );
    expect(fieldsOf(refused)).toEqual(['mid']);
    expect(
      await ok(await save(PARTNER, draft, 'pricing', { ...STEPS.pricing, mid: '7125001038' })),
    ).toMatchObject({
      mid: '7125001038',
    });
  });

  it('bills the company’s address by default, and needs a whole address of its own otherwise', async () => {
    let draft = await ok(await start(PARTNER, '559412-0734'), 201);
    draft = await ok(await save(PARTNER, draft, 'invoice', STEPS.invoice));
    expect(draft.billingStreet).toBeUndefined();
    const apart = { ...STEPS.invoice, billingSameAsCompany: false };
    const refused = await expectApiError(
      await save(PARTNER, draft, 'invoice', { ...apart, billingStreet: 'Box 1204' }),
      400,
      'validation.required',
    );
    expect(fieldsOf(refused)).toEqual(['billingCity', 'billingPostalCode']);
    const badCode = await expectApiError(
      await save(PARTNER, draft, 'invoice', {
        ...apart,
        billingStreet: 'Box 1204',
        billingPostalCode: '411-04!',
        billingCity: 'Göteborg',
      }),
      400,
      'validation.onboarding.postal_code',
    );
    expect(fieldsOf(badCode)).toEqual(['billingPostalCode']);
    const billing = { billingStreet: 'Box 1204', billingPostalCode: '411 04', billingCity: 'Göteborg' };
    expect(await ok(await save(PARTNER, draft, 'invoice', { ...apart, ...billing }))).toMatchObject({
      billingSameAsCompany: false,
      ...billing,
    });
  });
});

describe('the terminals’ serial numbers', () => {
  const terminals = (...rows: { quantity: number; serialNumbers?: string }[]) => ({
    ...STEPS.terminals,
    terminals: rows.map((row) => ({ model: 'a920', supplier: 'PAX Nordic', ...row })),
  });

  it('takes one per terminal, as printed, none twice; the set-up gives them to the terminals', async () => {
    let draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const count = await expectApiError(
      await save(PARTNER, draft, 'terminals', terminals({ quantity: 2, serialNumbers: '1850110001' })),
      400,
      'validation.onboarding.serial_count',
    );
    expect(fieldsOf(count)).toEqual(['terminals.0.serialNumbers']);
    const format = await expectApiError(
      await save(
        PARTNER,
        draft,
        'terminals',
        terminals({ quantity: 2, serialNumbers: '1850110001\nSN 0002' }),
      ),
      400,
      'validation.onboarding.serial_format',
    );
    expect(fieldsOf(format)).toEqual(['terminals.0.serialNumbers']);
    const twiceInARow = await expectApiError(
      await save(PARTNER, draft, 'terminals', terminals({ quantity: 2, serialNumbers: 'ab-1234\nAB-1234' })),
      400,
      'validation.onboarding.serial_repeated',
    );
    expect(fieldsOf(twiceInARow)).toEqual(['terminals.0.serialNumbers']);
    const twiceInTheOrder = await expectApiError(
      await save(
        PARTNER,
        draft,
        'terminals',
        terminals({ quantity: 1, serialNumbers: '1850110001' }, { quantity: 1, serialNumbers: '1850110001' }),
      ),
      400,
      'validation.onboarding.serial_repeated',
    );
    expect(fieldsOf(twiceInTheOrder)).toEqual(['terminals.1.serialNumbers']);
    // Not yet known when ordered: the set-up then names them by the order.
    draft = await ok(await save(PARTNER, draft, 'terminals', terminals({ quantity: 2 })));

    draft = await ok(
      await save(
        PARTNER,
        draft,
        'terminals',
        terminals({ quantity: 2, serialNumbers: '1850110001\n1850110002\n' }),
      ),
    );
    for (const [step, values] of Object.entries(STEPS))
      if (step !== 'terminals') draft = await ok(await save(PARTNER, draft, step, values));
    let agreement = await ok(await act(PARTNER, draft, 'submit'));
    agreement = await ok(await act(SALES, agreement, 'sendForSignature'));
    agreement = await ok(await act(SALES, agreement, 'sign'));
    const devices = await storedRows(server.db, 'devices', {
      organizationId: String(agreement.organization),
    });
    expect(devices.map((d) => d.data.serialNumber).sort()).toEqual(['1850110001', '1850110002']);
  }, 30_000);
});

describe('a supplement sent back', () => {
  it('needs a comment, as asking for one does', async () => {
    let agreement = await ok(await start(PARTNER, '559412-0734'), 201);
    for (const [step, values] of Object.entries(STEPS))
      agreement = await ok(await save(PARTNER, agreement, step, values));
    agreement = await ok(await act(PARTNER, agreement, 'submit'));
    agreement = await ok(
      await act(SALES, agreement, 'requestSupplement', { supplementComment: 'Bifoga bankintyg.' }),
    );
    const src = await uploadDocument(PARTNER);
    const attachments = [{ file: { src, title: 'Bankintyg.pdf' } }];
    const refused = await expectApiError(
      await act(PARTNER, agreement, 'answerSupplement', { supplementAttachments: attachments }),
      400,
      'validation.required',
    );
    expect(fieldsOf(refused)).toEqual(['supplementAnswer']);
    const blank = await expectApiError(
      await act(PARTNER, agreement, 'answerSupplement', {
        supplementAttachments: attachments,
        supplementAnswer: '  ',
      }),
      400,
      'validation.text.blank',
    );
    expect(fieldsOf(blank)).toEqual(['supplementAnswer']);
    agreement = await ok(
      await act(PARTNER, agreement, 'answerSupplement', {
        supplementAttachments: attachments,
        supplementAnswer: 'Bankintyget från Swedbank bifogat.',
      }),
    );
    expect(agreement).toMatchObject({
      status: 'supplementDocumentsSubmitted',
      supplementAnswer: 'Bankintyget från Swedbank bifogat.',
    });
  });
});
