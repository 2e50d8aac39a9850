/**
 * What the onboarding's API tests share: the values each wizard step sends, and calls of the leads API
 * as one user or another on a test server.
 */
import { expect } from 'vitest';
import type { TestServer } from '../../testing/test-server.ts';

export const BASE = '/api/leads/3.0';
export const PARTNER = 'partner@demo.test';
export const SALES = 'sales@demo.test';
/** The partner PARTNER works for. */
const PARTNER_ID = 'partner-nordic';

export type Agreement = Record<string, unknown> & { id: string; version: number; status: string };

const nextYear = `${new Date().getFullYear() + 1}-03-02`;

/** Valid values of every step after the lookup, as the wizard's forms send them. */
export const STEPS = {
  company: {
    companyName: 'Solrosens Bageri AB',
    sniCode: '10710',
    companyStreet: 'Järntorget 4',
    companyPostalCode: '413 04',
    companyCity: 'Göteborg',
    companyEmail: 'info@solrosensbageri.se',
  },
  signatory: {
    signatoryName: 'Sofia Holm',
    signatoryPersonalNumber: '19830512-6198',
    signatoryEmail: 'sofia@solrosensbageri.se',
  },
  store: {
    storeName: 'Solrosens Bageri',
    storeStreet: 'Järntorget 4',
    storePostalCode: '413 04',
    storeCity: 'Göteborg',
  },
  manager: { managerName: 'Elin Åberg', managerEmail: 'elin@solrosensbageri.se' },
  business: {
    businessDescription: 'Surdegsbröd, bullar och kaffe över disk.',
    annualTurnover: 420000000,
    averageTransaction: 8900,
    cardShare: 85,
  },
  goods: { orderedGoods: [{ article: 'Kvittopapper 57 mm', quantity: 20, unitPrice: 2900 }] },
  pricing: {
    priceCategory: 'standard',
    cardBrands: ['visa', 'mastercard'],
    monthlyServiceFee: 39500,
    contractVersion: '2022-06',
  },
  invoice: { invoiceMethod: 'email', invoiceEmail: 'faktura@solrosensbageri.se' },
  bank: {
    bankName: 'Swedbank',
    clearingNumber: '8327-9',
    accountNumber: '123 456 789-7',
    accountHolder: 'Solrosens Bageri AB',
  },
  portal: { portalUserName: 'Sofia Holm', portalUserEmail: 'sofia@solrosensbageri.se' },
  terminals: {
    terminals: [{ model: 'a920', supplier: 'PAX Nordic', quantity: 2 }],
    installationDate: nextYear,
  },
  owners: {
    beneficialOwners: [
      {
        name: 'Sofia Holm',
        personalNumber: '19830512-6198',
        ownership: 60,
        votes: 60,
        taxResidence: 'Sverige',
      },
      {
        name: 'David Holm',
        personalNumber: '19821103-5988',
        ownership: 40,
        votes: 40,
        taxResidence: 'Sverige',
      },
    ],
    partOfGroup: false,
  },
  pep: {
    signingOfficers: [
      { name: 'Sofia Holm', personalNumber: '19830512-6198' },
      { name: 'David Holm', personalNumber: '19821103-5988' },
    ],
    anyPep: false,
  },
  licences: { licenceCount: 2, licenceLevel: 'pro' },
  contacts: {
    accountingContactName: 'David Holm',
    accountingContactEmail: 'ekonomi@solrosensbageri.se',
    accountingContactPhone: '+46317110230',
    agreementsContactName: 'Sofia Holm',
    agreementsContactEmail: 'sofia@solrosensbageri.se',
    returnsContactName: 'Elin Åberg',
    returnsContactEmail: 'elin@solrosensbageri.se',
    technicalContactName: 'Elin Åberg',
    technicalContactEmail: 'elin@solrosensbageri.se',
    technicalContactPhone: '+46701234567',
  },
} satisfies Record<string, Record<string, unknown>>;

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * Deletes the company's leads (as a sales admin: the platform's staff delete leads), so that a test's
 * start makes a new draft: a company has one onboarding at a time (existing-onboarding.ts).
 */
export async function clearLeads(server: TestServer, organizationNumber: string): Promise<void> {
  const headers = await server.authHeader(SALES);
  const filter = encodeURIComponent(JSON.stringify({ organizationNumber }));
  const res = await server.app.request(`${BASE}?filter=${filter}`, { headers });
  expect(res.status).toBe(200);
  for (const lead of (await res.json()) as Agreement[]) {
    const deleted = await server.app.request(`${BASE}/${lead.id}`, { method: 'DELETE', headers });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
  }
}

export async function ok(res: Response, status = 200): Promise<Agreement> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as Agreement;
}

/** The leads API as the given users, on the server the test file shares. */
export function leadsApi(server: () => TestServer) {
  async function call(username: string, method: string, path: string, body?: unknown) {
    return server().app.request(`${BASE}${path}`, {
      method,
      headers: { ...(await server().authHeader(username)), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** A document sent to the upload endpoint: its address. */
  async function uploadDocument(username: string, bytes: Buffer = PDF): Promise<string> {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'a.pdf');
    const res = await server().app.request('/infrastructure/3.0/document/upload', {
      method: 'POST',
      headers: await server().authHeader(username),
      body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { url: string }).url;
  }

  /** "New onboarding", as it answers when the company has a lead or is a customer already. */
  const begin = (username: string, organizationNumber: string, partnerId?: string) =>
    call(username, 'POST', '/onboarding', { organizationNumber, ...(partnerId ? { partnerId } : {}) });

  /**
   * A new draft of the company, its earlier leads (the seed's, an earlier test's) deleted first. A company
   * an earlier test's signature made a customer gets its new agreement from the sales admin, who may
   * confirm one (existing-onboarding.ts), for the partner who asked.
   */
  const start = async (username: string, organizationNumber: string, partnerId?: string) => {
    await clearLeads(server(), organizationNumber);
    const res = await begin(username, organizationNumber, partnerId);
    if (res.status !== 409 || username !== PARTNER) return res;
    const body = (await res.clone().json()) as { errors?: { errorCode?: string }[] };
    if (body.errors?.[0]?.errorCode !== 'errors.onboarding.existing_customer') return res;
    return call(SALES, 'POST', '/onboarding', {
      organizationNumber,
      partnerId: partnerId ?? PARTNER_ID,
      confirmExistingCustomer: true,
    });
  };

  const save = (username: string, agreement: Agreement, step: string, values: Record<string, unknown>) =>
    call(username, 'PUT', `/${agreement.id}/onboarding/${step}`, { ...values, version: agreement.version });

  const act = (
    username: string,
    agreement: Agreement,
    action: string,
    values: Record<string, unknown> = {},
  ) =>
    call(username, 'POST', `/${agreement.id}/actions/${action}`, { ...values, version: agreement.version });

  /** A lead by its id, as the list answers it. */
  async function byLeadId(username: string, leadId: string): Promise<Agreement | undefined> {
    const res = await call(username, 'GET', `?filter=${encodeURIComponent(JSON.stringify({ leadId }))}`);
    return ((await res.json()) as Agreement[])[0];
  }

  /** A partner's application for a registry company, every step filled and submitted. */
  async function submitted(organizationNumber: string, people: Partial<typeof STEPS> = {}) {
    let draft = await ok(await start(PARTNER, organizationNumber), 201);
    for (const [step, values] of Object.entries({ ...STEPS, ...people }))
      draft = await ok(await save(PARTNER, draft, step, values));
    return ok(await act(PARTNER, draft, 'submit'));
  }

  return { call, uploadDocument, begin, start, save, act, byLeadId, submitted };
}
