/**
 * What an agreement's steps do beside its status (docs/decisions.md, the transition table):
 *   submit            makes a pending contract of each included type (src/wizards/contracts/types.ts),
 *                     annulling the earlier submission's ("resubmitting annuls the earlier agreement"),
 *                     and saves the agreement in the CRM, making the merchant's account there;
 *   sendForSignature  sends it to the signing officer through the digital-signing service (and
 *                     approveWithWarnings, the same with the reason for approving despite warnings);
 *   sign              the signature: contracts signed, the CRM account updated, the merchant set up
 *                     (./provision.ts; retryProvisioning runs its failed steps again);
 *   reject, recall    a pending signature cancelled; a rejected agreement's contracts annulled;
 *   syncToCrm         saves it in the CRM again, refused with SPEC 8's message when the CRM refuses.
 * A failed sync is kept on the agreement (crmStatus, crmError), the newest failure replacing the one
 * before; with another step it never blocks it.
 * Every action also moves the agreement's `updated` time. Deleting a lead annuls all its contracts (SPEC 4).
 */
import contracts from '../../../src/resources/contracts.ts';
import partners from '../../../src/resources/partners.ts';
import { CONTRACT_TYPES } from '../../../src/wizards/contracts/types.ts';
import { syncToCrm, type CrmFailure } from './crm/crm.ts';
import { crmRefusal } from './crm/messages.ts';
import { provision } from './provision.ts';
import type { Queryable } from '../../db/db.ts';
import { cancelled, sendForSigning, signed } from '../digital-sign/signing.ts';
import { apiError } from '../../resources/api-errors.ts';
import { storageHooks, type ActionContext } from '../../resources/hooks.ts';
import { agreementStage } from '../../../src/domain/agreement-stage.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import agreements from '../../../src/resources/agreements/index.ts';
import { findRow, findWhere } from '../../resources/storage.ts';
import { createRecord, updateRecord, type Writer } from '../../resources/write-record.ts';

type Data = Record<string, unknown>;
type Agreement = FieldsOf<typeof agreements>;
type AnnulReason = 'resubmitted' | 'declined' | 'leadDeleted';

/** The agreement's writer for its contracts: the server's, which are platform records. */
const contractWriter = (writer: Writer): Writer => ({ ...writer, organizationId: null, origin: 'server' });

/** The lead's contracts in one of `statuses`, moved by `change`. */
async function moveContracts(
  tx: Queryable,
  leadId: unknown,
  statuses: readonly string[],
  change: Data,
  writer: Writer,
): Promise<void> {
  if (typeof leadId !== 'string') return;
  const rows = (await findWhere(tx, contracts, null, { leadId })).filter((row) =>
    statuses.includes(String(row.data.status)),
  );
  for (const row of rows)
    if (!(await updateRecord(tx, contractWriter(writer), contracts, row, { ...row.data, ...change })))
      throw apiError(409, 'errors.conflict');
}

const annul = (tx: Queryable, leadId: unknown, reason: AnnulReason, writer: Writer, statuses = ['pending']) =>
  moveContracts(
    tx,
    leadId,
    statuses,
    { status: 'annulled', annulledReason: reason, annulledAt: new Date().toISOString() },
    writer,
  );

/** A pending contract of each type the agreement includes. */
async function makeContracts(tx: Queryable, agreement: Data, writer: Writer): Promise<void> {
  for (const type of CONTRACT_TYPES.filter((t) => t.included(agreement))) {
    await createRecord(tx, contractWriter(writer), contracts, crypto.randomUUID(), {
      leadId: agreement.leadId,
      companyName: agreement.companyName,
      organizationNumber: agreement.organizationNumber,
      partnerId: agreement.partnerId,
      type: type.key,
      ...(type.key === 'product' ? { contractVersion: agreement.contractVersion } : {}),
      status: 'pending',
      created: new Date().toISOString(),
    });
  }
}

/** The agreement saved in the CRM: its outcome as the agreement's fields. */
async function crmSync(tx: Queryable, agreement: Data, create: boolean): Promise<Data> {
  const partnerId = typeof agreement.partnerId === 'string' ? agreement.partnerId : '';
  const partner = partnerId ? await findRow(tx, partners, partnerId, null) : undefined;
  const outcome = syncToCrm({ partner: partner?.data ?? null, accountId: agreement.crmAccountId, create });
  if (outcome.ok)
    return {
      crmStatus: 'synced',
      crmError: null,
      crmAccountId: outcome.accountId,
      crmSyncedAt: new Date().toISOString(),
    };
  return { crmStatus: 'failed', crmError: outcome.failure };
}

/** What an action does beside its status, by the action. */
async function actionStep(tx: Queryable, ctx: ActionContext<Partial<Agreement>>, data: Partial<Agreement>) {
  const { action, writer, before } = ctx;
  switch (action) {
    case 'submit':
      await annul(tx, data.leadId, 'resubmitted', writer);
      await makeContracts(tx, data, writer);
      Object.assign(data, await crmSync(tx, data, true));
      return;
    case 'sendForSignature':
    case 'approveWithWarnings':
      Object.assign(data, sendForSigning(data));
      return;
    case 'sign':
      Object.assign(data, signed());
      await moveContracts(
        tx,
        data.leadId,
        ['pending'],
        { status: 'signed', signedAt: new Date().toISOString() },
        writer,
      );
      Object.assign(data, await crmSync(tx, data, false));
      Object.assign(data, await provision(tx, ctx.caller, data));
      return;
    case 'retryProvisioning':
      Object.assign(data, await provision(tx, ctx.caller, data));
      return;
    case 'reject':
      Object.assign(data, cancelled(data));
      await annul(tx, data.leadId, 'declined', writer);
      return;
    case 'recall':
      // A reason given for approving despite warnings was for that submission: the next one asks again.
      Object.assign(data, cancelled(data), { approvalReason: null });
      return;
    case 'syncToCrm': {
      const outcome = await crmSync(tx, data, true);
      if (outcome.crmStatus === 'synced') return void Object.assign(data, outcome);
      const refusal = crmRefusal(outcome.crmError as CrmFailure);
      // Refused after keeping the new failure; the one the agreement already holds needs no write.
      if (before.data.crmStatus === 'failed' && before.data.crmError === outcome.crmError) throw refusal;
      Object.assign(data, outcome);
      return refusal;
    }
  }
}

export const agreementStorageHooks = storageHooks(agreements, {
  async beforeWrite(_tx, _ctx, data) {
    data.stage = agreementStage(data, new Date());
  },

  async beforeAction(tx, ctx, data) {
    // `updated` is the lead's own date: a move is a change the list's default sort should show first.
    data.updated = new Date().toISOString();
    const refusal = await actionStep(tx, ctx, data);
    data.stage = agreementStage(data, new Date());
    return refusal;
  },

  async beforeDelete(tx, ctx, row) {
    await annul(tx, row.data.leadId, 'leadDeleted', ctx.writer, ['pending', 'signed']);
  },
});
