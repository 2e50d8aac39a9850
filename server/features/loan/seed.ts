/**
 * Demo loan applications (issue 17): Kaffebaren's advance of last spring, paid out, and Bokhandeln's
 * application waiting for its partner's decision. Terms as src/domain/loan.ts makes them (8 % fee, 12 %
 * of daily card sales).
 */
import loanApplications from '../../../src/resources/loan-applications.ts';
import { seedRecord, type SeedRecord } from '../../seed/seed-record.ts';

export const LOAN_APPLICATIONS_SEED: readonly SeedRecord[] = [
  seedRecord(loanApplications, 'loan-application-kaffebaren-1', null, {
    organizationName: 'Kaffebaren AB',
    organization: 'org-kaffebaren',
    partnerId: 'partner-nordic',
    status: 'paidOut',
    amount: 15_000_000,
    fee: 1_200_000,
    repaymentShare: 12,
    estimatedMonths: 7,
    cardSales: 118_650_000,
    applicant: 'admin@kaffebaren.test',
    applicantEmail: 'admin@kaffebaren.test',
  }),
  seedRecord(loanApplications, 'loan-application-bokhandeln-1', null, {
    organizationName: 'Bokhandeln AB',
    organization: 'org-bokhandeln',
    partnerId: 'partner-kassa',
    status: 'submitted',
    amount: 6_000_000,
    fee: 480_000,
    repaymentShare: 12,
    estimatedMonths: 11,
    cardSales: 41_300_000,
    applicant: 'admin@bokhandeln.test',
    applicantEmail: 'admin@bokhandeln.test',
  }),
];
