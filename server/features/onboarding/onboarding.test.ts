/**
 * The onboarding's drafts and the agreement's lifecycle through the API (issue 16): a draft started
 * from the registry, saved step by step with each step's rules, refused a signing officer without the
 * right to sign, resumed from what the server kept, submitted only when complete, then moved by the
 * reviewers' actions; any other move is a 409, and a company without F-tax is not approved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';
import { leadsApi, ok, PARTNER, PDF, SALES, STEPS, type Agreement } from './onboarding-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());
const { call, uploadDocument, start, save, act } = leadsApi(() => server);

describe('an onboarding draft', () => {
  it('starts from the registry for the partner’s own partner, at step 2', async () => {
    const draft = await ok(await start(PARTNER, '5594120734'), 201);
    expect(draft).toMatchObject({
      status: 'draft',
      partnerId: 'partner-nordic',
      companyName: 'Solrosens Bageri AB',
      organizationNumber: '559412-0734',
      companyCity: 'Göteborg',
      fTaxRegistered: true,
      currentStep: 1,
      signingOfficers: [{ name: 'Sofia Holm' }, { name: 'David Holm' }],
    });
    expect(draft.leadId).toMatch(/^L-\d{5}$/);
  });

  it('is refused a company not in the registry, on the number’s field', async () => {
    const body = await expectApiError(
      await start(PARTNER, '559999-9991'),
      400,
      'errors.compliance.not_in_registry',
    );
    expect(body.errors[0]?.field).toBe('organizationNumber');
    // A platform admin names the partner the merchant comes through.
    await expectApiError(await start('super@demo.test', '559412-0734'), 400, 'validation.required');
    expect((await start('admin@kaffebaren.test', '559412-0734')).status).toBe(403);
  });

  it('refuses a signatory or an owner named by one word only (SPEC 5)', async () => {
    const draft = await ok(await start(PARTNER, '556598-3144'), 201);
    const refused = await expectApiError(
      await save(PARTNER, draft, 'signatory', {
        signatoryName: 'Jonas',
        signatoryPersonalNumber: '19701224-1860',
        signatoryEmail: 'jonas@fjallstugan.se',
      }),
      400,
      'validation.full_name',
    );
    expect(refused.errors.map((e) => e.field)).toEqual(['signatoryName']);
    const owners = await expectApiError(
      await save(PARTNER, draft, 'owners', {
        ...STEPS.owners,
        beneficialOwners: [{ ...(STEPS.owners.beneficialOwners as object[])[0], name: 'Holm' }],
      }),
      400,
      'validation.full_name',
    );
    expect(owners.errors.map((e) => e.field)).toEqual(['beneficialOwners.0.name']);
  });

  it('refuses a name on the card statement longer than 22 characters (SPEC 5)', async () => {
    const draft = await ok(await start(PARTNER, '556598-3144'), 201);
    const long = await expectApiError(
      await save(PARTNER, draft, 'store', { ...STEPS.store, marketingName: 'FJALLSTUGAN CAFE OCH KOK' }),
      400,
      'validation.onboarding.statement_name',
    );
    expect(long.errors.map((e) => e.field)).toEqual(['marketingName']);
  });

  it('refuses a store name with & or % and names of one character, as the form does (SPEC 5)', async () => {
    const draft = await ok(await start(PARTNER, '556598-3144'), 201);
    const forbidden = await expectApiError(
      await save(PARTNER, draft, 'store', { ...STEPS.store, storeName: 'Fjällstugan & Kök' }),
      400,
      'validation.store_name.forbidden_chars',
    );
    expect(forbidden.errors.map((e) => e.field)).toEqual(['storeName']);
    await expectApiError(
      await save(PARTNER, draft, 'store', { ...STEPS.store, storeName: '100% Fjäll' }),
      400,
      'validation.store_name.forbidden_chars',
    );
    const short = await expectApiError(
      await save(PARTNER, draft, 'store', { ...STEPS.store, storeName: 'F' }),
      400,
      'validation.min_length',
    );
    expect(short.errors.map((e) => e.field)).toEqual(['storeName']);
  });

  it('saves each step by its rules, refuses a person who may not sign, and resumes where it stopped', async () => {
    let draft = await ok(await start(PARTNER, '556598-3144'), 201);
    draft = await ok(
      await save(PARTNER, draft, 'company', { ...STEPS.company, companyName: 'Fjällstugan Café & Kök AB' }),
    );
    expect(draft.currentStep).toBe(2);
    const missing = await expectApiError(
      await save(PARTNER, draft, 'signatory', { signatoryName: 'Lena Persson' }),
      400,
      'validation.required',
    );
    expect(missing.errors.map((e) => e.field).sort()).toEqual(['signatoryEmail', 'signatoryPersonalNumber']);
    const refused = await expectApiError(
      await save(PARTNER, draft, 'signatory', {
        signatoryName: 'Lena Persson',
        signatoryPersonalNumber: '19720629-5946',
        signatoryEmail: 'lena@fjallstugan.se',
      }),
      400,
      'errors.compliance.not_signing_officer',
    );
    expect(refused.errors[0]).toMatchObject({
      field: 'signatoryPersonalNumber',
      errorMessage: { sv: 'Personen är inte firmatecknare för bolaget' },
    });
    draft = await ok(
      await save(PARTNER, draft, 'signatory', {
        signatoryName: 'Jonas Persson',
        signatoryPersonalNumber: '19701224-1860',
        signatoryEmail: 'jonas@fjallstugan.se',
      }),
    );
    // What another device reads: the draft where it stopped.
    const [resumed] = (await (
      await call(PARTNER, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ leadId: draft.leadId }))}`)
    ).json()) as Agreement[];
    expect(resumed).toMatchObject({ currentStep: 3, signatoryName: 'Jonas Persson' });
    // A stale version is a conflict, with what is stored now.
    const conflict = await expectApiError(
      await save(PARTNER, { ...draft, version: draft.version - 1 }, 'store', STEPS.store),
      409,
      'errors.conflict',
    );
    expect((conflict as unknown as { current: Agreement }).current.version).toBe(draft.version);
  });

  it('judges a step’s own rules: bank numbers, owners’ shares, a date ahead, a method’s address', async () => {
    const draft = await ok(await start(PARTNER, '559530-1473'), 201);
    const fields = async (step: string, values: Record<string, unknown>) => {
      const res = await save(PARTNER, draft, step, values);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { field?: string; errorCode: string }[] };
      return body.errors.map((e) => `${e.field} ${e.errorCode}`);
    };
    expect(await fields('bank', { ...STEPS.bank, clearingNumber: '12AB!' })).toContain(
      'clearingNumber validation.bank.clearing_format',
    );
    expect(
      await fields('owners', {
        beneficialOwners: [
          { ...(STEPS.owners.beneficialOwners as object[])[0], ownership: 70 },
          { ...(STEPS.owners.beneficialOwners as object[])[1], ownership: 40 },
        ],
      }),
    ).toContain('beneficialOwners validation.onboarding.ownership_total');
    expect(await fields('owners', { partOfGroup: false })).toContain(
      'beneficialOwners validation.onboarding.owners_or_alternates',
    );
    expect(await fields('terminals', { ...STEPS.terminals, installationDate: '2020-01-01' })).toContain(
      'installationDate validation.onboarding.future_date',
    );
    expect(await fields('invoice', { invoiceMethod: 'edi' })).toContain('ediAddress validation.required');
  });

  it('is discarded to start over, and is gone', async () => {
    const draft = await ok(await start(PARTNER, '556776-2314'), 201);
    expect((await call(PARTNER, 'DELETE', `/${draft.id}/onboarding?version=${draft.version}`)).status).toBe(
      200,
    );
    expect((await call(PARTNER, 'GET', `/${draft.id}`)).status).toBe(404);
  });
});

describe('the agreement’s lifecycle', () => {
  async function complete(organizationNumber: string, people: Partial<typeof STEPS> = {}) {
    let draft = await ok(await start(PARTNER, organizationNumber), 201);
    const early = await expectApiError(
      await act(PARTNER, draft, 'submit'),
      400,
      'validation.steps_incomplete',
    );
    expect(early.errors[0]?.errorMessage.sv).toMatch(/^Steg som behöver kompletteras: .*Bankuppgifter/);
    expect(early.errors[0]?.errorMessage.en).toMatch(/^Steps that need completing: .*Bank details/);
    expect(early.errors.length).toBeGreaterThan(3);
    for (const [step, values] of Object.entries({ ...STEPS, ...people }))
      draft = await ok(await save(PARTNER, draft, step, values));
    return ok(await act(PARTNER, draft, 'submit'));
  }

  it('bounds every list of a step or an action before judging any of its items', async () => {
    let agreement = await complete('559412-0734');
    agreement = await ok(
      await act(SALES, agreement, 'requestSupplement', { supplementComment: 'Bifoga bankintyg.' }),
    );
    const tooMany = Array.from({ length: 9_999 }, () => ({ file: { src: 'x' } }));
    const answer = await expectApiError(
      await act(PARTNER, agreement, 'answerSupplement', {
        supplementAnswer: 'Bankintyget bifogat.',
        supplementAttachments: tooMany,
      }),
      400,
      'validation.max_rows',
    );
    // Only the limit: none of the 9,999 rows was judged.
    expect(answer.errors.map((e) => e.field)).toEqual(['supplementAttachments']);
    const draft = await ok(await start(PARTNER, '556302-9585'), 201);
    const owners = Array.from({ length: 9_999 }, () => ({ name: 'x' }));
    const step = await expectApiError(
      await save(PARTNER, draft, 'owners', {
        ...STEPS.owners,
        beneficialOwners: owners,
        alternateOwners: owners,
      }),
      400,
      'validation.max_rows',
    );
    expect(step.errors.map((e) => e.field).sort()).toEqual(['alternateOwners', 'beneficialOwners']);
  });

  it('goes from submitted through a supplement to signed and done', async () => {
    let agreement = await complete('559412-0734');
    expect(agreement.status).toBe('submitted');
    await expectApiError(
      await save(PARTNER, agreement, 'store', STEPS.store),
      409,
      'errors.onboarding.not_draft',
    );
    // The partner does not approve its own agreement.
    expect((await act(PARTNER, agreement, 'sendForSignature')).status).toBe(403);
    const comment = await expectApiError(
      await act(SALES, agreement, 'requestSupplement'),
      400,
      'validation.required',
    );
    expect(comment.errors[0]?.field).toBe('supplementComment');
    agreement = await ok(
      await act(SALES, agreement, 'requestSupplement', {
        supplementComment: 'Bifoga senaste årsredovisningen.',
      }),
    );
    expect(agreement.status).toBe('needForSupplement');
    // Sending it back needs a comment as asking for it did, and the documents.
    const unanswered = await expectApiError(
      await act(PARTNER, agreement, 'answerSupplement'),
      400,
      'validation.required',
    );
    expect(unanswered.errors.map((e) => e.field).sort()).toEqual([
      'supplementAnswer',
      'supplementAttachments',
    ]);
    const answer = { supplementAnswer: 'Årsredovisningen för 2025 bifogad.' };
    // A link elsewhere is no attachment; a document uploaded here is.
    const elsewhere = await expectApiError(
      await act(PARTNER, agreement, 'answerSupplement', {
        ...answer,
        supplementAttachments: [
          { file: { src: 'https://docs.example.se/arsredovisning.pdf', title: 'a.pdf' } },
        ],
      }),
      400,
      'validation.document.uploaded_here',
    );
    expect(elsewhere.errors[0]?.field).toBe('supplementAttachments.0.file');
    // A client's rawFile claim is no upload: a link elsewhere (or javascript:) with one is refused too.
    for (const src of ['https://evil.example/phish.pdf', 'javascript:alert(1)']) {
      const claimed = await expectApiError(
        await act(PARTNER, agreement, 'answerSupplement', {
          ...answer,
          supplementAttachments: [{ file: { src, title: 'Bankintyg.pdf', rawFile: {} } }],
        }),
        400,
        'validation.file_type',
      );
      expect(claimed.errors[0]?.field).toBe('supplementAttachments.0.file');
    }
    // Nor is another organization's upload, nor bytes inline.
    const inline = await expectApiError(
      await act(PARTNER, agreement, 'answerSupplement', {
        ...answer,
        supplementAttachments: [{ file: { src: `data:application/pdf;base64,${PDF.toString('base64')}` } }],
      }),
      400,
      'validation.document.uploaded_here',
    );
    expect(inline.errors[0]?.field).toBe('supplementAttachments.0.file');
    const src = await uploadDocument(PARTNER);
    agreement = await ok(
      await act(PARTNER, agreement, 'answerSupplement', {
        ...answer,
        supplementAttachments: [{ file: { src, title: 'Årsredovisning 2025.pdf' } }],
      }),
    );
    expect(agreement.status).toBe('supplementDocumentsSubmitted');
    agreement = await ok(await act(SALES, agreement, 'sendForSignature'));
    expect(agreement.status).toBe('waitingForSignature');
    agreement = await ok(await act(SALES, agreement, 'sign'));
    expect(agreement.status).toBe('done');
    const refused = await expectApiError(
      await act(SALES, agreement, 'reject'),
      409,
      'errors.action_not_allowed',
    );
    expect(refused.errors[0]?.errorMessage.en).toMatch(/Reject/);
  });

  it('recalls a submitted agreement to a draft, which is then never discarded', async () => {
    const submitted = await complete('559412-0734');
    const recalled = await ok(await act(PARTNER, submitted, 'recall'));
    expect(recalled).toMatchObject({ status: 'draft', firstSubmitted: expect.any(String) });
    await expectApiError(
      await call(PARTNER, 'DELETE', `/${recalled.id}/onboarding?version=${recalled.version}`),
      409,
      'errors.onboarding.submitted_once',
    );
    // Submitted again, it keeps the first submission's date.
    const again = await ok(await act(PARTNER, recalled, 'submit'));
    expect(again.firstSubmitted).toBe(recalled.firstSubmitted);
  });

  it('submits a company without F-tax, but does not approve it', async () => {
    const ali = { name: 'Ali Rahimi', personalNumber: '19931017-3522' };
    const agreement = await complete('556302-9585', {
      signatory: { ...STEPS.signatory, signatoryName: ali.name, signatoryPersonalNumber: ali.personalNumber },
      pep: { signingOfficers: [ali], anyPep: false },
    });
    await expectApiError(
      await act(SALES, agreement, 'sendForSignature'),
      400,
      'validation.onboarding.f_tax_missing',
    );
    const declined = await ok(await act(SALES, agreement, 'reject'));
    expect(declined.status).toBe('declined');
  });
});

describe('the terminal transfer agreement', () => {
  const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const TRANSFER = {
    transferCurrentCustomer: 'Café Linnea AB',
    transferCurrentMid: '4711001',
    transferAcquiringCustomer: 'Linnea & Co AB',
    transferAcquiringMid: '4711002',
    transferTerminalCount: 2,
    transferTerminalModel: 'a920',
    transferSerialNumbers: '1850012345\n1850012346',
    transferDate: daysAhead(10),
  };

  it('is refused a date 3 days ahead and the same MID twice, and saved when right', async () => {
    const [lead] = (await (
      await call(PARTNER, 'GET', `?filter=${encodeURIComponent('{"leadId":"L-25001"}')}`)
    ).json()) as Agreement[];
    const put = (values: Record<string, unknown>) =>
      call(PARTNER, 'PUT', `/${lead!.id}/transfer`, { ...TRANSFER, ...values, version: lead!.version });
    const early = await expectApiError(
      await put({ transferDate: daysAhead(3) }),
      400,
      'validation.onboarding.transfer_date',
    );
    expect(early.errors[0]).toMatchObject({
      field: 'transferDate',
      errorMessage: { sv: 'Överlåtelsedatumet måste vara minst 7 dagar fram' },
    });
    const same = await expectApiError(
      await put({ transferAcquiringMid: '4711001' }),
      400,
      'validation.onboarding.same_mid',
    );
    expect(same.errors[0]).toMatchObject({
      field: 'transferAcquiringMid',
      errorMessage: { en: 'MID must be different' },
    });
    const serials = await expectApiError(
      await put({ transferSerialNumbers: '1850012345\n1850012346\n1850012347' }),
      400,
      'validation.onboarding.serial_count',
    );
    expect(serials.errors[0]).toMatchObject({
      field: 'transferSerialNumbers',
      errorMessage: { sv: 'Ange ett serienummer per terminal: 2' },
    });
    const saved = await ok(await put({}));
    expect(saved).toMatchObject({
      status: 'submitted',
      transferAcquiringMid: '4711002',
      transferTerminalCount: 2,
    });
  });
});

describe('documents and drafts, guarded', () => {
  it('takes documents only from those who keep agreements, PDF or image by their bytes, served privately', async () => {
    const refused = await server.app.request('/infrastructure/3.0/document/upload', {
      method: 'POST',
      headers: await server.authHeader('admin@kaffebaren.test'),
      body: (() => {
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(PDF)]), 'a.pdf');
        return body;
      })(),
    });
    expect(refused.status).toBe(403);
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(Buffer.from('hello'))]), 'a.txt');
    await expectApiError(
      await server.app.request('/infrastructure/3.0/document/upload', {
        method: 'POST',
        headers: await server.authHeader(SALES),
        body,
      }),
      400,
      'errors.document_upload.type',
    );
    const src = await uploadDocument(SALES);
    // Served only to a signed-in user who may have it (server/uploads/private-access.ts).
    expect((await server.app.request(src)).status).toBe(401);
    const served = await server.app.request(src, { headers: await server.authHeader(SALES) });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).not.toMatch(/public/);
  });

  it('judges another partner’s company for the draft’s partner, whoever starts it', async () => {
    // Bokhandeln AB is Kassagruppen's merchant.
    await expectApiError(
      await start('super@demo.test', '559301-7428', 'partner-nordic'),
      409,
      'errors.compliance.other_partner',
    );
    await expectApiError(
      await start('super@demo.test', '559412-0734', 'partner-nowhere'),
      400,
      'validation.reference_missing',
    );
    // Its own partner's new agreement for a customer: a super admin's once confirmed (existing-onboarding.ts).
    const confirmed = await call('super@demo.test', 'POST', '/onboarding', {
      organizationNumber: '559301-7428',
      partnerId: 'partner-kassa',
      confirmExistingCustomer: true,
    });
    expect(confirmed.status).toBe(201);
  });

  it('refreshes the officers when the company changes', async () => {
    let draft = await ok(await start(PARTNER, '559412-0734'), 201);
    draft = await ok(await save(PARTNER, draft, 'signatory', STEPS.signatory));
    draft = await ok(await save(PARTNER, draft, 'lookup', { organizationNumber: '5591874622' }));
    expect(draft).toMatchObject({
      companyName: 'Hamnkrogen i Ystad AB',
      signingOfficers: [{ name: 'Erik Lindqvist' }],
    });
    expect(draft.signatoryName).toBeUndefined();
  });
});

describe('the contract types of an agreement', () => {
  const CHECKOUT = {
    checkoutIncluded: true,
    checkoutWebsite: 'https://solrosensbageri.se',
    checkoutPlatform: 'shopify',
    checkoutDeliveryDays: 14,
  };
  const put = (username: string, agreement: Agreement, type: string, values: Record<string, unknown>) =>
    call(username, 'PUT', `/${agreement.id}/contracts/${type}`, { ...values, version: agreement.version });
  const fieldsOf = (body: { errors: { field?: string }[] }) => body.errors.map((e) => e.field);

  it('judges the checkout contract by its type and stores it', async () => {
    const draft = await ok(await start(PARTNER, '559412-0734'), 201);
    const missing = await expectApiError(
      await put(PARTNER, draft, 'checkout', { checkoutIncluded: true }),
      400,
      'validation.required',
    );
    expect(fieldsOf(missing)).toContain('checkoutWebsite');
    const late = await expectApiError(
      await put(PARTNER, draft, 'checkout', { ...CHECKOUT, checkoutDeliveryDays: 91 }),
      400,
      'validation.max',
    );
    expect(fieldsOf(late)).toEqual(['checkoutDeliveryDays']);
    const saved = await ok(await put(PARTNER, draft, 'checkout', CHECKOUT));
    expect(saved.version).toBeGreaterThan(draft.version);
    const [stored] = (await (
      await call(PARTNER, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ leadId: draft.leadId }))}`)
    ).json()) as Agreement[];
    expect(stored).toMatchObject({ ...CHECKOUT, status: 'draft' });
    const stale = await expectApiError(
      await put(PARTNER, draft, 'checkout', CHECKOUT),
      409,
      'errors.conflict',
    );
    expect((stale as unknown as { current: Agreement }).current.version).toBe(saved.version);
  });

  it('takes Diners Club and Discover among the card brands, and no brand it does not know (SPEC 9)', async () => {
    const draft = await ok(await start(PARTNER, '556598-3144'), 201);
    const unknown = await expectApiError(
      await put(PARTNER, draft, 'acquiring', { priceCategory: 'standard', cardBrands: ['visa', 'jcb'] }),
      400,
      'validation.enum',
    );
    expect(fieldsOf(unknown)).toEqual(['cardBrands.1']);
    const saved = await ok(
      await put(PARTNER, draft, 'acquiring', {
        priceCategory: 'standard',
        cardBrands: ['diners', 'discover'],
      }),
    );
    expect(saved).toMatchObject({ cardBrands: ['diners', 'discover'] });
  });

  it('knows only its three types, changes only a draft, and only the agreement’s own partner’s', async () => {
    const draft = await ok(await start(PARTNER, '556598-3144'), 201);
    expect((await put(PARTNER, draft, 'leasing', {})).status).toBe(404);
    const [submitted] = (await (
      await call(PARTNER, 'GET', `?filter=${encodeURIComponent('{"leadId":"L-25001"}')}`)
    ).json()) as Agreement[];
    expect(submitted!.status).not.toBe('draft');
    await expectApiError(
      await put(PARTNER, submitted!, 'checkout', CHECKOUT),
      409,
      'errors.onboarding.not_draft',
    );
    expect((await put('partner@kassagruppen.test', draft, 'checkout', CHECKOUT)).status).toBe(404);
    const acquiring = await ok(
      await put(PARTNER, draft, 'acquiring', { priceCategory: 'volume', cardBrands: ['visa', 'amex'] }),
    );
    expect(acquiring).toMatchObject({ priceCategory: 'volume', cardBrands: ['visa', 'amex'] });
  });
});
