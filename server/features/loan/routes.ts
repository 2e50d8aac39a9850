/**
 * The loan page's API (SPEC 1, 2; src/pages/loan/), for a merchant admin with the loan permission (or an
 * internal admin working in the organization):
 *
 *   GET  /api/loan/offer          { offer, partner: { name } | null, applications }
 *   POST /api/loan/applications   { amount }   201 the application
 *
 * The offer is computed here from the organization's card sales (./offer.ts, src/domain/loan.ts); an
 * application is judged against that same offer, never against what the page sent, and becomes a
 * loan-applications record for the organization's partner (one under consideration at a time).
 */
import type { Granted } from '../../routing/access.ts';
import { AMOUNT_STEP, amountAllowed, LOAN_ACCESS, loanOffer, loanTerms } from '../../../src/domain/loan.ts';
import { formatMoney } from '../../../src/domain/format.ts';
import type { EnumField } from '../../../src/schema/types.ts';
import { ApiError } from '../../http/errors.ts';
import { apiError } from '../../resources/api-errors.ts';
import { forgetWrite } from '../../resources/forget.ts';
import { readBody } from '../../resources/input.ts';
import { findWhere, toRecord } from '../../resources/storage.ts';
import { createRecord, writerOf } from '../../resources/write-record.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { cardSalesBasis } from './offer.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

/** The loan permission, in an organization, with the loan feature on (the route table checks all three first). */
const MERCHANT = { rule: LOAN_ACCESS, organization: 'required', feature: 'merchant-loan' } as const;

function merchant({ caller, organizationId }: Granted): {
  organizationId: string;
  name: string;
  email: string;
} {
  if (!organizationId) throw apiError(403, 'errors.organization_required');
  return {
    organizationId,
    name: caller.username,
    email: caller.username.includes('@') ? caller.username : '',
  };
}

export function loanRoutes(routes: Routes, { deps, registry }: FeatureEnv) {
  const applications = registry.get('loan-applications');
  if (!applications) return;
  const statusField = applications.fields.status as EnumField;
  const lookup = (name: string) => registry.get(name);

  const organizationOf = async (organizationId: string) => {
    const [row] = await run<{ name: string; partner_id: string | null; partner: string | null }>(
      deps.db,
      qb
        .selectFrom('organizations as o')
        .leftJoin('partners as p', 'p.id', 'o.partner_id')
        .select(['o.name', 'o.partner_id', 'p.name as partner'])
        .where('o.id', '=', organizationId),
    );
    return row;
  };
  const applicationsOf = async (organizationId: string) =>
    (await findWhere(deps.db, applications, null, { organization: organizationId }, 100))
      .map((row) => toRecord(applications, row))
      .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
      .map((record) => ({
        id: record.id,
        amount: record.amount,
        status: record.status,
        statusLabel: statusField.values[String(record.status)]?.label,
        createdAt: record.createdAt,
      }));

  routes.get(
    '/api/loan/offer',
    MERCHANT,
    "The organization's loan offer from its card sales, its partner and its applications",
    async (c, granted) => {
      const { organizationId } = merchant(granted);
      const organization = await organizationOf(organizationId);
      const offer = loanOffer(await cardSalesBasis(deps.db, organizationId));
      return c.json({
        offer,
        partner: organization?.partner ? { name: organization.partner } : null,
        applications: await applicationsOf(organizationId),
      });
    },
  );

  routes.post(
    '/api/loan/applications',
    MERCHANT,
    {
      summary: 'Applies for a loan within the offer, through the partner',
      body: '{ amount }',
      answers: 'loan-applications',
    },
    async (c, granted) => {
      const { organizationId, name, email } = merchant(granted);
      const body = await readBody(c.req.raw);
      const organization = await organizationOf(organizationId);
      if (!organization?.partner_id)
        throw ApiError.of(
          409,
          'loan.no_partner',
          'Your organization has no partner to apply through',
          'Din organisation har ingen partner att ansöka genom',
        );
      const offer = loanOffer(await cardSalesBasis(deps.db, organizationId));
      const amount = body.amount;
      const terms = typeof amount === 'number' ? loanTerms(offer, amount) : null;
      if (!offer.eligible || !terms || !amountAllowed(offer, terms.amount)) {
        const [least, most] = offer.eligible ? [offer.minAmount, offer.maxAmount] : [0, 0];
        throw ApiError.of(
          400,
          'loan.amount',
          `Choose an amount from ${formatMoney(least, 'en')} to ${formatMoney(most, 'en')} in steps of ${formatMoney(AMOUNT_STEP, 'en')}`,
          `Välj ett belopp från ${formatMoney(least, 'sv')} till ${formatMoney(most, 'sv')} i steg om ${formatMoney(AMOUNT_STEP, 'sv')}`,
          'amount',
        );
      }
      const id = crypto.randomUUID();
      const record = await deps.db
        .transaction(async (tx) => {
          // One application under consideration at a time; the lock makes two clicks one application.
          await run(
            tx,
            qb.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate(),
          );
          const open = await findWhere(tx, applications, null, {
            organization: organizationId,
            status: 'submitted',
          });
          if (open.length)
            throw ApiError.of(
              409,
              'loan.pending',
              'An application of yours is already being considered',
              'En ansökan från er behandlas redan',
            );
          // A platform record the server makes for the merchant from the offer it computed.
          const writer = writerOf(granted.caller, null, lookup, 'server');
          const row = await createRecord(tx, writer, applications, id, {
            organizationName: organization.name,
            organization: organizationId,
            partnerId: organization.partner_id,
            status: 'submitted',
            amount: terms.amount,
            fee: terms.fee,
            repaymentShare: Math.round(offer.repaymentShare * 100),
            estimatedMonths: terms.estimatedMonths,
            cardSales: offer.basis.cardSales,
            applicant: name,
            ...(email ? { applicantEmail: email } : {}),
          });
          return toRecord(applications, row);
        })
        .finally(() => forgetWrite(deps.db, 'loan-applications', id));
      return c.json(record, 201);
    },
  );
}
