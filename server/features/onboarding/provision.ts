/**
 * What a signature sets up (issue 38; docs/decisions.md "What signing an agreement sets up"): the
 * merchant's organization (or the customer already there with its number), its store, the portal user
 * (invited by e-mail), the licences, the terminals and the payment methods, in that order, each made
 * through the write path (createRecord) in the signature's transaction. Each step runs inside a
 * savepoint: a step that is refused leaves nothing behind, is recorded on the agreement with its reason,
 * and the steps that need it wait. Running it again (the retry action) runs only the steps not done, so
 * one agreement never makes two organizations.
 */
import agreements from '../../../src/resources/agreements/index.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { PROVISIONING_STEPS, type Made, type StepName, type Provisioned } from './provision-steps.ts';

type Agreement = Partial<FieldsOf<typeof agreements>>;
type Outcome = NonNullable<Agreement['provisioning']>[number];

/** The agreement's fields after the steps not yet done have run. */
export async function provision(
  tx: Queryable,
  signer: Caller,
  agreement: Agreement,
  now = new Date(),
): Promise<Pick<Agreement, 'organization' | 'provisioning' | 'provisioningStatus'>> {
  const before = new Map((agreement.provisioning ?? []).map((row) => [row.step, row]));
  const done: Partial<Record<StepName, string[]>> = {};
  const outcomes: Outcome[] = [];
  for (const [name, step] of PROVISIONING_STEPS) {
    const kept = before.get(name);
    if (kept && (kept.status === 'created' || kept.status === 'linked')) {
      done[name] = kept.records ? kept.records.split(' ') : [];
      outcomes.push(kept);
      continue;
    }
    const at = now.toISOString();
    const made = step.needs.every((need) => done[need]?.length)
      ? await inSavepoint(tx, step.definition, () =>
          step.run(tx, { signer, agreement, made: done as Provisioned, now }),
        )
      : undefined;
    if (!made) {
      outcomes.push({ step: name, status: 'waiting', at });
      continue;
    }
    if ('reason' in made) {
      outcomes.push({ step: name, status: 'failed', reasonEn: made.reason.en, reasonSv: made.reason.sv, at });
      continue;
    }
    done[name] = made.ids;
    outcomes.push({
      step: name,
      status: made.linked ? 'linked' : 'created',
      records: made.ids.join(' '),
      at,
    });
  }
  const organization = done.organization?.[0];
  return {
    ...(organization ? { organization } : {}),
    provisioning: outcomes,
    provisioningStatus: outcomes.every((o) => o.status === 'created' || o.status === 'linked')
      ? 'complete'
      : 'incomplete',
  };
}

type Refused = { reason: { en: string; sv: string } };

/** The step's records, or its refusal with everything it wrote undone. */
async function inSavepoint(
  tx: Queryable,
  definition: ResourceDefinition,
  work: () => Promise<Made>,
): Promise<Made | Refused> {
  await tx.query('SAVEPOINT provision_step');
  try {
    const made = await work();
    await tx.query('RELEASE SAVEPOINT provision_step');
    return made;
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT provision_step');
    if (!(error instanceof ApiError)) throw error;
    const [first] = error.items;
    const reason = first?.errorMessage ?? { en: error.message, sv: error.message };
    const label = first?.field ? definition.fields[first.field]?.label : undefined;
    const text = (language: 'en' | 'sv') =>
      `${label ? `${label[language]}: ` : ''}${reason[language]}`.slice(0, 300);
    return { reason: { en: text('en'), sv: text('sv') } };
  }
}
