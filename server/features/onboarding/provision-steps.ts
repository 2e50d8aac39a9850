/**
 * The steps a signature runs (./provision.ts), in order, each with the steps whose records it needs and
 * the definition whose field labels name its refusals. Every record is made through the write path
 * (createRecord) by the platform on the signer's behalf: history names the signer. A step finding its
 * record already there (the customer with the organisation number, a store or user of that customer)
 * links it instead of making a second one.
 */
import type agreements from '../../../src/resources/agreements/index.ts';
import devices from '../../../src/resources/devices.ts';
import licenses from '../../../src/resources/licenses.ts';
import organizations from '../../../src/resources/organizations/index.ts';
import partners from '../../../src/resources/partners.ts';
import paymentMethods from '../../../src/resources/payment-methods.ts';
import stores from '../../../src/resources/stores/index.ts';
import users from '../../../src/resources/users.ts';
import { serialNumbersOf } from '../../../src/domain/validators/onboarding.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../../src/schema/types.ts';
import type { Queryable } from '../../db/db.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { findRow, findWhere } from '../../resources/storage.ts';
import { createRecord } from '../../resources/write-record.ts';
import { acquirerEmailFailed, emailAcquirer } from './acquirer-email.ts';
import emails from '../../../src/resources/emails.ts';
import { inviteMerchantAdmin } from './invitation.ts';
import { DEFAULT_PAYMENT_METHODS, LICENCE_NAMES, TERMINAL_MODELS } from './provision-defaults.ts';
import { writerFor } from './provision-writer.ts';

type Agreement = Partial<FieldsOf<typeof agreements>>;

export type StepName =
  'organization' | 'store' | 'user' | 'licences' | 'terminals' | 'paymentMethods' | 'acquirerEmail';
/** The ids each step done has made or linked. */
export type Provisioned = Readonly<Record<StepName, readonly string[]>>;
/** What a step made (or found there already: linked). */
export interface Made {
  ids: string[];
  linked?: boolean;
}

interface StepContext {
  signer: Caller;
  agreement: Agreement;
  made: Provisioned;
  now: Date;
}

interface Step {
  needs: readonly StepName[];
  definition: ResourceDefinition;
  run(tx: Queryable, ctx: StepContext): Promise<Made>;
}

const created = async (
  tx: Queryable,
  ctx: StepContext,
  organizationId: string | null,
  definition: ResourceDefinition,
  body: Record<string, unknown>,
): Promise<string> => {
  const id = crypto.randomUUID();
  await createRecord(tx, writerFor(ctx.signer, organizationId), definition, id, body);
  return id;
};

const organizationOf = (ctx: StepContext) => ctx.made.organization[0]!;
const storeOf = (ctx: StepContext) => ctx.made.store[0]!;

const organizationStep: Step = {
  needs: [],
  definition: organizations,
  async run(tx, ctx) {
    const { agreement } = ctx;
    const [existing] = await findWhere(
      tx,
      organizations,
      null,
      { organizationNumber: agreement.organizationNumber },
      1,
    );
    if (existing) {
      if (existing.data.partnerId !== agreement.partnerId)
        throw ApiError.of(
          409,
          'errors.provisioning.other_partner',
          'The organization exists with another partner: contact support',
          'Organisationen finns redan hos en annan partner: kontakta supporten',
          'organizationNumber',
        );
      return { ids: [existing.id], linked: true };
    }
    const id = await created(tx, ctx, null, organizations, {
      name: agreement.companyName,
      organizationNumber: agreement.organizationNumber,
      partnerId: agreement.partnerId,
      status: 'onboarding',
      isCustomer: true,
      email: agreement.companyEmail,
      address: agreement.companyStreet,
      postalCode: agreement.companyPostalCode,
      city: agreement.companyCity,
    });
    return { ids: [id] };
  },
};

const storeStep: Step = {
  needs: ['organization'],
  definition: stores,
  async run(tx, ctx) {
    const { agreement } = ctx;
    const name = agreement.storeName || agreement.companyName;
    const organizationId = organizationOf(ctx);
    const [existing] = await findWhere(tx, stores, organizationId, { name }, 1);
    if (existing) return { ids: [existing.id], linked: true };
    const place = [agreement.storePostalCode, agreement.storeCity].filter(Boolean).join(' ');
    const address = [agreement.storeStreet, place].filter(Boolean).join(', ');
    return {
      ids: [await created(tx, ctx, organizationId, stores, { name, ...(address ? { address } : {}) })],
    };
  },
};

const noPortalUser = () =>
  ApiError.of(
    422,
    'errors.provisioning.no_portal_user',
    'The agreement names no merchant portal user',
    'Avtalet anger ingen användare i handlarportalen',
    'email',
  );

const userStep: Step = {
  needs: ['organization', 'store'],
  definition: users,
  async run(tx, ctx) {
    const { portalUserName: name, portalUserEmail: email } = ctx.agreement;
    if (!name || typeof email !== 'string' || !email) throw noPortalUser();
    const organizationId = organizationOf(ctx);
    const [existing] = await findWhere(tx, users, organizationId, { email }, 1);
    if (existing) return { ids: [existing.id], linked: true };
    const writer = writerFor(ctx.signer, organizationId);
    return {
      ids: [await inviteMerchantAdmin(tx, writer, { name, email, store: storeOf(ctx), now: ctx.now })],
    };
  },
};

const licencesStep: Step = {
  needs: ['organization', 'store'],
  definition: licenses,
  async run(tx, ctx) {
    const { agreement, now } = ctx;
    const partner = agreement.partnerId ? await findRow(tx, partners, agreement.partnerId, null) : undefined;
    const validUntil = new Date(now);
    validUntil.setUTCFullYear(validUntil.getUTCFullYear() + 1);
    const ids: string[] = [];
    for (let n = 1; n <= (agreement.licenceCount ?? 0); n++)
      ids.push(
        await created(tx, ctx, organizationOf(ctx), licenses, {
          licenseKey: `${agreement.leadId}-POS-${n}`,
          name: LICENCE_NAMES[agreement.licenceLevel ?? 'basic'],
          status: 'active',
          store: storeOf(ctx),
          validUntil: validUntil.toISOString().slice(0, 10),
          ...(typeof partner?.data.name === 'string' ? { issuedBy: partner.data.name } : {}),
        }),
      );
    return { ids };
  },
};

const terminalsStep: Step = {
  needs: ['organization', 'store'],
  definition: devices,
  async run(tx, ctx) {
    const { agreement } = ctx;
    const ids: string[] = [];
    for (const row of agreement.terminals ?? []) {
      const printed = serialNumbersOf(row.serialNumbers);
      for (let n = 0; n < (row.quantity ?? 0); n++)
        ids.push(
          await created(tx, ctx, organizationOf(ctx), devices, {
            store: storeOf(ctx),
            kind: 'terminal',
            model: TERMINAL_MODELS[row.model ?? 'a920'],
            // The printed one when the agreement names it; else the order's reference, unique on the
            // platform, until the installer reads it.
            serialNumber: printed[n] ?? `${agreement.leadId}-T${ids.length + 1}`,
          }),
        );
    }
    return { ids };
  },
};

const paymentMethodsStep: Step = {
  needs: ['organization'],
  definition: paymentMethods,
  async run(tx, ctx) {
    const organizationId = organizationOf(ctx);
    const ids: string[] = [];
    let linked = true;
    for (const method of DEFAULT_PAYMENT_METHODS) {
      const [existing] = await findWhere(tx, paymentMethods, organizationId, { name: method.name }, 1);
      if (existing) ids.push(existing.id);
      else {
        ids.push(await created(tx, ctx, organizationId, paymentMethods, { ...method }));
        linked = false;
      }
    }
    return { ids, linked };
  },
};

/**
 * Needs no step, so that without the merchant's organization it fails (SPEC 8: the acquirer was not
 * told) rather than waits, and the reviewer sees it (./acquirer-email.ts).
 */
const acquirerEmailStep: Step = {
  needs: [],
  definition: emails,
  async run(tx, ctx) {
    const organizationId = ctx.made.organization?.[0];
    if (!organizationId)
      throw acquirerEmailFailed({
        en: 'the merchant’s organization is not set up',
        sv: 'handlarens organisation är inte uppsatt',
      });
    return { ids: [await emailAcquirer(tx, writerFor(ctx.signer, organizationId), ctx.agreement, ctx.now)] };
  },
};

export const PROVISIONING_STEPS: readonly (readonly [StepName, Step])[] = [
  ['organization', organizationStep],
  ['store', storeStep],
  ['user', userStep],
  ['licences', licencesStep],
  ['terminals', terminalsStep],
  ['paymentMethods', paymentMethodsStep],
  ['acquirerEmail', acquirerEmailStep],
];
