/**
 * The onboarding's drafts (issue 16; SPEC 2 "A saved work in progress can be resumed or discarded"),
 * kept on the server so a draft resumes after logout or on another device:
 *
 *   POST   /api/leads/3.0/onboarding  { organizationNumber, partnerId?, confirmExistingCustomer? }   a new
 *          draft agreement for a company of the registry, filled from it (409/404 as the compliance check
 *          answers; 409 for a company with a lead or an organization already: ./existing-onboarding.ts)
 *   PUT    /api/leads/3.0/:id/onboarding/:step  { version, ...values }   one step's values, judged as
 *          the step's form judges them (src/wizards/onboarding/steps.ts); the draft then resumes after it.
 *          The compliance warnings (./warnings.ts) are found again and kept on the agreement, and a
 *          registry-known PEP is ticked and listed
 *   DELETE /api/leads/3.0/:id/onboarding?version=   the draft discarded, to start over
 *   PUT    /api/leads/3.0/:id/transfer  { version, ...values }   the terminal transfer agreement
 *          (src/wizards/transfer/steps.ts), of any agreement not declined
 *   PUT    /api/leads/3.0/:id/contracts/:type  { version, ...values }   one contract type's terms
 *          (src/wizards/contracts/types.ts: acquiring, checkout, product), of a draft; another type 404
 *
 * For the admins who keep agreements (partner, super, support and sales admins); a partner admin only
 * its partner's leads (others: 404). A draft changed since it was read answers 409 with `current`, as a PUT does;
 * only a draft is written here (the agreement's actions move it on).
 */
import type { Context } from 'hono';
import { param } from '../../routing/params.ts';
import { effectiveAccess } from '../../../src/domain/roles.ts';
import { storageOf } from '../../../src/schema/define-resource.ts';
import { normalizeOrganizationNumber } from '../../../src/domain/validators/organization-number.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import { validateRecord } from '../../../src/schema/validation.ts';
import { contractTypeOf } from '../../../src/wizards/contracts/types.ts';
import { ONBOARDING_STEPS } from '../../../src/wizards/onboarding/steps.ts';
import { TRANSFER_STEP } from '../../../src/wizards/transfer/steps.ts';
import { stepFieldSet, type WizardStep } from '../../../src/wizards/wizard.ts';
import type { Queryable } from '../../db/db.ts';
import type { AppEnv, Caller } from '../../http/env.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { apiError, validationFailed } from '../../resources/api-errors.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { prepareData, readBody } from '../../resources/input.ts';
import { inRowScope } from '../../resources/row-scope.ts';
import { findRow, findWhere, toRecord, type Row } from '../../resources/storage.ts';
import { createRecord, deleteRecord, updateRecord, writerOf } from '../../resources/write-record.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { sql } from 'kysely';
import { checkCompany, checkSigningOfficer } from '../compliance/checks.ts';
import { refuseDuplicateOnboarding } from './existing-onboarding.ts';
import { complianceWarnings } from './warnings.ts';
import type { RegistryCompany } from '../compliance/registry.ts';
import { listIssues } from '../../resources/input-guards.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

const notDraft = () =>
  ApiError.of(
    409,
    'errors.onboarding.not_draft',
    'Only a draft can be changed here: the agreement has been submitted',
    'Bara ett utkast kan ändras här: avtalet har skickats in',
  );

const submittedOnce = () =>
  ApiError.of(
    409,
    'errors.onboarding.submitted_once',
    'An agreement that has been submitted cannot be discarded: recall it to change it',
    'Ett avtal som har skickats in kan inte slängas: återkalla det för att ändra det',
  );

const SIGNATORY_FIELDS = ['signatoryName', 'signatoryPersonalNumber', 'signatoryEmail', 'signatoryPhone'];

const declined = () =>
  ApiError.of(
    409,
    'errors.onboarding.declined',
    'The agreement was declined: nothing can be added to it',
    'Avtalet har avslagits: inget kan läggas till',
  );

/** What the registry says of a company, as the agreement's fields. */
const fromRegistry = (company: RegistryCompany) => ({
  companyName: company.name,
  organizationNumber: company.organizationNumber,
  sniCode: company.sniCode,
  companyStreet: company.address,
  companyPostalCode: company.postalCode,
  companyCity: company.city,
});

/** A refusal of the registry (404, 422) as a refusal of the step's field, which the form shows on it. */
async function onField<T>(check: () => Promise<T> | T): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ApiError && error.items.every((item) => item.field) && error.status !== 409)
      throw new ApiError(400, error.items);
    throw error;
  }
}

/**
 * The next lead id of the year: L-26001, L-26002 ... from the year's counter (never given twice, even
 * after a lead is deleted: its contracts keep the id), past any id a lead or a contract already has.
 */
async function nextLeadId(
  db: Queryable,
  agreements: ResourceDefinition,
  contracts: ResourceDefinition | undefined,
): Promise<string> {
  const year = new Date().getUTCFullYear() % 100;
  for (;;) {
    const [taken] = await run<{ last: number }>(
      db,
      qb
        .insertInto('lead_numbers')
        .values({ year, last: 1 })
        .onConflict((conflict) => conflict.column('year').doUpdateSet({ last: sql`lead_numbers.last + 1` }))
        .returning('last'),
    );
    const leadId = `L-${year}${String(taken!.last).padStart(3, '0')}`;
    const used = await Promise.all(
      [agreements, contracts].map(async (d) => d && (await findWhere(db, d, null, { leadId }, 1)).length > 0),
    );
    if (!used.some(Boolean)) return leadId;
  }
}

/** One who onboards: whoever keeps agreements (SPEC 2: every admin kind that has them). */
const ONBOARDER = { resource: 'agreements', action: 'show' } as const;

export function onboardingRoutes(routes: Routes, { deps, registry, definitions }: FeatureEnv) {
  const agreements = registry.get('agreements');
  const organizations = registry.get('organizations');
  const partners = registry.get('partners');
  const contracts = registry.get('contracts');
  const { db } = deps;

  if (!agreements) return;
  const base = `/${agreements.api}`;
  const lookup = (name: string) => registry.get(name);
  /** The agreement's values are the step's, judged here, with what the server adds: the server's write. */
  const writer = (caller: Caller) => writerOf(caller, null, lookup, 'server');

  /** The agreement of the path, visible to the caller, at the version the caller read. */
  const agreementOf = async (tx: Queryable, c: Context<AppEnv>, caller: Caller, version: unknown) => {
    const row = await findRow(tx, agreements, param(c, 'id'), null, true);
    if (!row || !inRowScope(agreements, caller, row.id, row.data)) throw notFound();
    if (!Number.isInteger(version)) throw apiError(400, 'errors.version_required', undefined, 'version');
    if (row.version !== version)
      throw new ApiError(409, apiError(409, 'errors.conflict').items, {
        current: toRecord(agreements, row),
      });
    return row;
  };
  /** The same, a draft. */
  const draftOf = async (tx: Queryable, c: Context<AppEnv>, caller: Caller, version: unknown) => {
    const row = await agreementOf(tx, c, caller, version);
    if (row.data.status !== 'draft') throw notDraft();
    return row;
  };

  const written = (id: string) => forgetWrite(db, storageOf(agreements), id);

  /** A step's values, judged as its form judges them. */
  /**
   * A step's values, judged as its form judges them: first what bounds the cost of judging (the item
   * limit of every list, looked at before any of its items), then each value.
   */
  const judge = async (step: WizardStep, values: Record<string, unknown>) => {
    const fields = stepFieldSet(agreements, step);
    const bounded = listIssues(fields.fields, values);
    if (bounded.length) throw validationFailed(agreements, bounded);
    const issues = await validateRecord(fields, values, 'create');
    if (issues.length) throw validationFailed(agreements, issues);
  };
  const rolesOf = (caller: Caller) => effectiveAccess(caller, false).roles;

  /** The changed agreement written over `before`, announced to the other API processes. */
  const store = async (tx: Queryable, caller: Caller, before: Row, data: Record<string, unknown>) => {
    const after = await updateRecord(tx, writer(caller), agreements, before, data);
    if (!after) throw apiError(409, 'errors.conflict');
    return after;
  };

  routes.post(
    `${base}/onboarding`,
    ONBOARDER,
    {
      summary: "Starts an onboarding: a draft agreement from the registry's record of the company",
      body: '{ organizationNumber, partnerId?, confirmExistingCustomer? }',
      answers: 'agreements',
    },
    async (c, { caller }) => {
      const body = await readBody(c.req.raw);
      const partnerId = caller.partnerId ?? body.partnerId;
      if (typeof partnerId !== 'string' || partnerId === '')
        throw apiError(400, 'validation.required', undefined, 'partnerId');
      if (partners && !(await findRow(db, partners, partnerId, null)))
        throw apiError(400, 'validation.reference_missing', undefined, 'partnerId');
      // The company may be with no other partner than the one the draft is for, whoever starts it.
      const company = await onField(() =>
        checkCompany(body.organizationNumber, { db, agreements, organizations, partnerId }),
      );
      const id = crypto.randomUUID();
      const row = await db
        .transaction(async (tx) => {
          await refuseDuplicateOnboarding(tx, {
            agreements,
            organizations,
            organizationNumber: company.organizationNumber,
            partnerId,
            caller,
            confirmExistingCustomer: body.confirmExistingCustomer === true,
          });
          const now = new Date().toISOString();
          const data: Record<string, unknown> = {
            ...fromRegistry(company),
            leadId: await nextLeadId(tx, agreements, contracts),
            status: 'draft',
            partnerId,
            created: now,
            updated: now,
            currentStep: 1,
            fTaxRegistered: company.fTax,
            vatRegistered: company.vatRegistered,
            signingOfficers: company.signingOfficers.map(({ name, personalNumber }) => ({
              name,
              personalNumber,
            })),
            contractVersion: '2022-06',
          };
          const { warnings } = complianceWarnings(data);
          if (warnings.length) data.complianceWarnings = warnings;
          return createRecord(tx, writer(caller), agreements, id, data);
        })
        .finally(() => written(id));
      return c.json(toRecord(agreements, row), 201);
    },
  );

  routes.put(
    `${base}/:id/onboarding/:step`,
    ONBOARDER,
    {
      summary: "Saves one step of a draft's onboarding, judged as its form judges it",
      body: "{ version, ...the step's fields }",
      answers: 'agreements',
    },
    async (c, { caller }) => {
      const index = ONBOARDING_STEPS.findIndex((s) => s.key === param(c, 'step'));
      const step = ONBOARDING_STEPS[index];
      if (!step) throw notFound();
      const { version, ...values } = await readBody(c.req.raw);
      await judge(step, values);
      const id = param(c, 'id');
      const row = await db
        .transaction(async (tx) => {
          const before = await draftOf(tx, c, caller, version);
          const extra: Record<string, unknown> = {};
          const number = String(values.organizationNumber ?? '');
          const renamed = normalizeOrganizationNumber(number) !== before.data.organizationNumber;
          if (step.key === 'lookup' && renamed) {
            const company = await onField(() =>
              checkCompany(values.organizationNumber, {
                db: tx,
                agreements,
                organizations,
                partnerId: String(before.data.partnerId),
                leadId: String(before.data.leadId),
              }),
            );
            // Another company: its registry data and officers; the earlier one's signatory goes.
            Object.assign(values, fromRegistry(company), {
              signingOfficers: company.signingOfficers.map(({ name, personalNumber }) => ({
                name,
                personalNumber,
              })),
            });
            Object.assign(extra, { fTaxRegistered: company.fTax, vatRegistered: company.vatRegistered });
          }
          if (step.key === 'signatory')
            await onField(() =>
              checkSigningOfficer(before.data.organizationNumber, values.signatoryPersonalNumber, {
                organization: 'organizationNumber',
                person: 'signatoryPersonalNumber',
              }),
            );
          const data = await prepareData(agreements, values, before.data, 'edit', rolesOf(caller));
          Object.assign(data, extra, {
            currentStep: Math.max(Number(before.data.currentStep ?? 0), index + 1),
            updated: new Date().toISOString(),
          });
          if (step.key === 'lookup' && renamed) for (const field of SIGNATORY_FIELDS) delete data[field];
          // What the checks find is kept on the agreement, found again from all of it at each step.
          const { warnings, pep } = complianceWarnings(data);
          Object.assign(data, pep, { complianceWarnings: warnings.length ? warnings : null });
          return store(tx, caller, before, data);
        })
        .finally(() => written(id ?? ''));
      return c.json(toRecord(agreements, row));
    },
  );

  routes.put(
    `${base}/:id/transfer`,
    ONBOARDER,
    {
      summary: "Saves an agreement's terminal transfer",
      body: "{ version, ...the transfer's fields }",
      answers: 'agreements',
    },
    async (c, { caller }) => {
      const { version, ...values } = await readBody(c.req.raw);
      await judge(TRANSFER_STEP, values);
      const id = param(c, 'id');
      const row = await db
        .transaction(async (tx) => {
          const before = await agreementOf(tx, c, caller, version);
          if (before.data.status === 'declined') throw declined();
          const data = await prepareData(agreements, values, before.data, 'edit', rolesOf(caller));
          data.updated = new Date().toISOString();
          return store(tx, caller, before, data);
        })
        .finally(() => written(id ?? ''));
      return c.json(toRecord(agreements, row));
    },
  );

  routes.put(
    `${base}/:id/contracts/:type`,
    ONBOARDER,
    {
      summary: "Saves a draft's terms of one contract type",
      body: "{ version, ...the contract's fields }",
      answers: 'agreements',
    },
    async (c, { caller }) => {
      const type = contractTypeOf(param(c, 'type'));
      if (!type) throw notFound();
      const { version, ...values } = await readBody(c.req.raw);
      await judge(type, values);
      const id = param(c, 'id');
      const row = await db
        .transaction(async (tx) => {
          const before = await draftOf(tx, c, caller, version);
          const data = await prepareData(agreements, values, before.data, 'edit', rolesOf(caller));
          data.updated = new Date().toISOString();
          return store(tx, caller, before, data);
        })
        .finally(() => written(id ?? ''));
      return c.json(toRecord(agreements, row));
    },
  );

  routes.delete(
    `${base}/:id/onboarding`,
    ONBOARDER,
    { summary: 'Discards a draft never submitted', query: { version: 'the version read' } },
    async (c, { caller }) => {
      const version = Number(c.req.query('version'));
      const id = param(c, 'id');
      await db
        .transaction(async (tx) => {
          const before: Row = await draftOf(tx, c, caller, version);
          // A recalled agreement has been reviewed: it is rejected, not discarded.
          if (before.data.firstSubmitted) throw submittedOnce();
          await deleteRecord(tx, writer(caller), agreements, before, definitions);
        })
        .finally(() => written(id ?? ''));
      return c.json({ id });
    },
  );
}
