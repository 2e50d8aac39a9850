/**
 * Demo leads/agreements (SPEC 3 Lead/agreement, SPEC 4 statuses): Swedish companies onboarding through
 * both partners, two in each status, each past its draft a complete application (./seed-applications.ts),
 * and two drafts stopped part way through the onboarding, with the contracts the submitted ones made.
 * Organisation numbers pass Luhn (validated by the definition).
 */
import { agreementStage } from '../../../src/domain/agreement-stage.ts';
import agreements from '../../../src/resources/agreements/index.ts';
import contracts from '../../../src/resources/contracts.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';
import { seedRecord, type SeedRecord } from '../../seed/seed-record.ts';
import { applicationOf, SUPPLEMENT_ANSWERS, SUPPLEMENT_COMMENTS } from './seed-applications.ts';

type Agreement = FieldsOf<typeof agreements>;
type Status = Agreement['status'];
/** A seeded lead: its dates always set (its contracts are made on them). */
type Lead = Agreement & { created: string; updated: string };
/** What a lead's lifecycle or onboarding adds to it. */
type Added = Partial<Omit<Agreement, 'created' | 'updated'>>;

/**
 * What a seeded lead's lifecycle left on it: its digital signing, and its save in the CRM (Kassagruppen
 * has no partner tier in the CRM yet: its agreements' saves failed).
 */
function lifecycle(
  leadId: string,
  status: Status,
  partnerId: string,
  created: string,
  updated: string,
): Added {
  if (status === 'draft') return {};
  const signing: Added =
    status === 'waitingForSignature' || status === 'done'
      ? {
          signingId: `ds-seed-${leadId.toLowerCase()}`,
          signingStatus: status === 'done' ? 'signed' : 'sent',
          signingSentAt: status === 'done' ? created : updated,
          ...(status === 'done' ? { signingSignedAt: updated } : {}),
        }
      : {};
  const crm: Added =
    partnerId === 'partner-nordic'
      ? {
          crmStatus: 'synced',
          crmAccountId: `001000000000${leadId.replace('-', '')}`,
          crmSyncedAt: updated,
        }
      : { crmStatus: 'failed', crmError: 'noPartnerTier' };
  // A signed lead's merchant is set up once the demo's records exist (./seed-provisioning.ts).
  const setUp: Added = status === 'done' ? { provisioningStatus: 'incomplete' } : {};
  return { ...signing, ...crm, ...setUp };
}

const lead = (
  leadId: string,
  companyName: string,
  organizationNumber: string,
  reference: string | null,
  status: Status,
  partnerId: 'partner-nordic' | 'partner-kassa',
  created: string,
  updated: string,
): SeedRecord<Lead> => ({
  resource: agreements.name,
  id: `lead-${leadId.toLowerCase()}`,
  organizationId: null,
  data: {
    leadId,
    companyName,
    organizationNumber,
    ...(reference ? { reference } : {}),
    status,
    partnerId,
    created,
    updated,
    ...(status === 'draft' ? {} : applicationOf(leadId, companyName, created)),
    ...(SUPPLEMENT_COMMENTS[leadId] ? { supplementComment: SUPPLEMENT_COMMENTS[leadId] } : {}),
    ...(SUPPLEMENT_ANSWERS[leadId] ? { supplementAnswer: SUPPLEMENT_ANSWERS[leadId] } : {}),
    ...lifecycle(leadId, status, partnerId, created, updated),
    // A signed lead's set-up completes it once made (./seed-provisioning.ts).
    stage: agreementStage(
      { status, updated, ...lifecycle(leadId, status, partnerId, created, updated) },
      new Date(),
    ),
  },
});

/** A lead whose onboarding has begun: what its draft holds so far. */
const draft = (record: SeedRecord<Lead>, onboarding: Added): SeedRecord<Lead> => ({
  ...record,
  data: { ...record.data, ...onboarding },
});

export const AGREEMENTS_SEED: readonly SeedRecord<Lead>[] = [
  lead(
    'L-25001',
    'Café Linnea AB',
    '559214-0635',
    'Mässa Elmia 2025',
    'submitted',
    'partner-nordic',
    '2025-09-02T08:14:00Z',
    '2025-09-02T08:14:00Z',
  ),
  lead(
    'L-25002',
    'Fiskhallen i Lund AB',
    '556987-4125',
    'Webbformulär',
    'submitted',
    'partner-kassa',
    '2025-09-04T13:40:00Z',
    '2025-09-05T07:02:00Z',
  ),
  lead(
    'L-25003',
    'Blomsterboden Visby AB',
    '559108-7753',
    'Kampanj HT25',
    'waitingForSignature',
    'partner-nordic',
    '2025-08-18T09:30:00Z',
    '2025-08-27T15:11:00Z',
  ),
  lead(
    'L-25004',
    'Bageriet Kanelbullen AB',
    '556734-2190',
    null,
    'waitingForSignature',
    'partner-kassa',
    '2025-08-21T06:55:00Z',
    '2025-08-29T10:20:00Z',
  ),
  lead(
    'L-25005',
    'Gårdsbutiken Österlen AB',
    '559367-1026',
    'Partnerträff Skåne',
    'needForSupplement',
    'partner-nordic',
    '2025-07-30T11:05:00Z',
    '2025-08-12T09:45:00Z',
  ),
  lead(
    'L-25006',
    'Pizzeria Vesuvio Sundsvall AB',
    '556451-8305',
    'Telefon, Erik S',
    'needForSupplement',
    'partner-kassa',
    '2025-08-01T14:22:00Z',
    '2025-08-14T12:00:00Z',
  ),
  lead(
    'L-25007',
    'Hälsokosten Örebro AB',
    '559022-9471',
    'Webbformulär',
    'supplementDocumentsSubmitted',
    'partner-nordic',
    '2025-07-10T07:48:00Z',
    '2025-08-20T16:35:00Z',
  ),
  lead(
    'L-25008',
    'Kupan Second Hand ek. för.',
    '769634-5185',
    'Rekommendation',
    'supplementDocumentsSubmitted',
    'partner-kassa',
    '2025-07-14T10:10:00Z',
    '2025-08-22T08:05:00Z',
  ),
  lead(
    'L-25009',
    'Cykelverkstan Malmö AB',
    '556873-3041',
    null,
    'declined',
    'partner-nordic',
    '2025-06-03T12:00:00Z',
    '2025-06-19T09:15:00Z',
  ),
  lead(
    'L-25010',
    'Restaurang Fjällsippan AB',
    '559276-6116',
    'Mässa Elmia 2025',
    'declined',
    'partner-kassa',
    '2025-06-11T15:30:00Z',
    '2025-07-01T13:45:00Z',
  ),
  lead(
    'L-25011',
    'Järnhandeln i Kiruna AB',
    '556190-4789',
    'Kampanj VT25',
    'done',
    'partner-nordic',
    '2025-04-22T08:00:00Z',
    '2025-05-16T14:30:00Z',
  ),
  lead(
    'L-25012',
    'Syskonen Berg Handelsbolag',
    '916742-0356',
    'Telefon, Erik S',
    'done',
    'partner-kassa',
    '2025-05-05T09:20:00Z',
    '2025-06-02T11:10:00Z',
  ),
  // Onboardings in progress, kept as drafts where their partner stopped (src/wizards/onboarding/steps.ts).
  draft(
    lead(
      'L-25013',
      'Hamnkrogen i Ystad AB',
      '559187-4622',
      'Sommarsäsong 2026',
      'draft',
      'partner-nordic',
      '2026-11-18T09:12:00Z',
      '2026-11-19T15:40:00Z',
    ),
    {
      currentStep: 5,
      sniCode: '56100',
      companyStreet: 'Hamngatan 3',
      companyPostalCode: '271 33',
      companyCity: 'Ystad',
      companyEmail: 'kontakt@hamnkrogenystad.se',
      companyPhone: '+46411123450',
      fTaxRegistered: true,
      vatRegistered: true,
      signatoryName: 'Erik Lindqvist',
      signatoryPersonalNumber: '19670715-2499',
      signatoryEmail: 'erik@hamnkrogenystad.se',
      storeName: 'Hamnkrogen',
      storeStreet: 'Hamngatan 3',
      storePostalCode: '271 33',
      storeCity: 'Ystad',
      managerName: 'Johanna Nilsson',
      managerEmail: 'johanna@hamnkrogenystad.se',
      signingOfficers: [{ name: 'Erik Lindqvist', personalNumber: '19670715-2499' }],
      contractVersion: '2022-06',
    },
  ),
  draft(
    lead(
      'L-25014',
      'Ekbackens Gårdsbutik AB',
      '559530-1473',
      null,
      'draft',
      'partner-kassa',
      '2026-11-23T13:05:00Z',
      '2026-11-23T13:05:00Z',
    ),
    {
      currentStep: 1,
      sniCode: '47290',
      companyStreet: 'Ekbacken 1',
      companyPostalCode: '762 91',
      companyCity: 'Rimbo',
      fTaxRegistered: true,
      vatRegistered: true,
      signingOfficers: [{ name: 'Ingrid Ekman', personalNumber: '19740908-8577' }],
      contractVersion: '2022-06',
    },
  ),
];

/** The contracts of the seeded leads past their draft: acquiring and the product's, as submitting made them. */
export const CONTRACTS_SEED: readonly SeedRecord[] = AGREEMENTS_SEED.filter(
  (record) => record.data.status !== 'draft',
).flatMap(({ data }) =>
  (['acquiring', 'product'] as const).map((type) =>
    seedRecord(contracts, `contract-${data.leadId.toLowerCase()}-${type}`, null, {
      leadId: data.leadId,
      companyName: data.companyName,
      organizationNumber: data.organizationNumber,
      partnerId: data.partnerId,
      type,
      ...(type === 'product' ? { contractVersion: '2022-06' } : {}),
      created: data.created,
      ...(data.status === 'done'
        ? { status: 'signed', signedAt: data.updated }
        : data.status === 'declined'
          ? { status: 'annulled', annulledReason: 'declined', annulledAt: data.updated }
          : { status: 'pending' }),
    }),
  ),
);
