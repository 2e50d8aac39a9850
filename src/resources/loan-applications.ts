/**
 * Loan applications (SPEC 1 "business loan"; issue 17): what a merchant asked to borrow on its loan
 * page (src/pages/loan/), a lead for its partner. Made only by the loan page's API (server/features/loan/), with
 * the offer's terms at that moment; the partner's admins (and super admins) see their organizations'
 * applications and decide: approve, decline, then mark an approved one paid out.
 */
import { defineResource } from '../schema/define-resource';

const DECIDERS = ['superadmin', 'partneradmin'] as const;

export default defineResource({
  name: 'loan-applications',
  label: {
    one: { en: 'Loan application', sv: 'Låneansökan' },
    many: { en: 'Loan applications', sv: 'Låneansökningar' },
  },
  routes: [
    { path: '/apps/superadmin/loan-applications', roles: ['superadmin'] },
    { path: '/apps/partneradmin/loan-applications', roles: ['partneradmin'] },
  ],
  // A lead for the partner (SPEC 7's leads family).
  api: 'api/leads/loan-application',
  scope: 'platform',
  access: { roles: DECIDERS, create: false, edit: false, delete: false },
  rowScope: {
    rules: [
      { roles: ['superadmin'], rows: 'all' },
      { roles: ['partneradmin'], rows: 'partner' },
    ],
    partner: 'partnerId',
  },
  representation: 'organizationName',
  icon: 'AccountBalance',
  menu: { order: 60 },
  list: { sort: { field: 'createdAt', order: 'DESC' }, bulkDelete: false, export: true },
  actions: {
    approve: {
      field: 'status',
      from: ['submitted'],
      to: 'approved',
      label: { en: 'Approve', sv: 'Bevilja' },
      done: { en: 'The loan is approved', sv: 'Lånet är beviljat' },
    },
    decline: {
      field: 'status',
      from: ['submitted'],
      to: 'declined',
      label: { en: 'Decline', sv: 'Avslå' },
      done: { en: 'The application is declined', sv: 'Ansökan är avslagen' },
      confirm: { en: 'Decline the application?', sv: 'Avslå ansökan?' },
    },
    payOut: {
      field: 'status',
      from: ['approved'],
      to: 'paidOut',
      label: { en: 'Mark paid out', sv: 'Markera som utbetalt' },
      done: { en: 'The loan is paid out', sv: 'Lånet är utbetalt' },
    },
  },
  fields: {
    organizationName: {
      kind: 'text',
      label: { en: 'Company', sv: 'Företag' },
      required: true,
      maxLength: 100,
      listed: true,
      sortable: true,
      searchable: true,
    },
    organization: {
      kind: 'reference',
      reference: 'organizations',
      label: { en: 'Organization', sv: 'Organisation' },
      required: true,
      onDelete: 'cascade',
      filterable: true,
    },
    partnerId: {
      kind: 'reference',
      reference: 'partners',
      label: { en: 'Partner', sv: 'Partner' },
      required: true,
      listed: true,
      filterable: true,
    },
    status: {
      kind: 'enum',
      label: { en: 'Status', sv: 'Status' },
      required: true,
      default: 'submitted',
      chip: true,
      listed: true,
      filterable: true,
      sortable: true,
      values: {
        submitted: { label: { en: 'Submitted', sv: 'Inskickad' }, color: 'info' },
        approved: { label: { en: 'Approved', sv: 'Beviljad' }, color: 'success' },
        declined: { label: { en: 'Declined', sv: 'Avslagen' }, color: 'error' },
        paidOut: { label: { en: 'Paid out', sv: 'Utbetald' }, color: 'default' },
      },
    },
    amount: {
      kind: 'money',
      label: { en: 'Amount', sv: 'Belopp' },
      required: true,
      min: 0,
      listed: true,
      sortable: true,
    },
    fee: { kind: 'money', label: { en: 'Fee', sv: 'Avgift' }, required: true, min: 0, listed: true },
    repaymentShare: {
      kind: 'percentage',
      label: { en: 'Share of daily card sales', sv: 'Andel av daglig kortförsäljning' },
      required: true,
    },
    estimatedMonths: {
      kind: 'integer',
      label: { en: 'Estimated months', sv: 'Beräknade månader' },
      min: 1,
    },
    cardSales: {
      kind: 'money',
      label: { en: 'Card sales, last 365 days', sv: 'Kortförsäljning, senaste 365 dagarna' },
      required: true,
      min: 0,
    },
    applicant: {
      kind: 'text',
      label: { en: 'Applicant', sv: 'Sökande' },
      maxLength: 200,
      listed: true,
    },
    applicantEmail: { kind: 'email', label: { en: 'Applicant email', sv: 'Sökandes e-post' } },
  },
});
