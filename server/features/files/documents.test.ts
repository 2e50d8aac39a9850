/**
 * SPEC 7 `/api/document`: the organization's uploads, contracts and Z reports in one list, newest first;
 * a contract and a Z report downloaded as PDFs made then, in the language asked for; another
 * organization's documents a 404; a bad language a 400 naming it; no `files`, no answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationFile } from '../../../src/domain/files.ts';
import { readPdf } from '../../../tests/pdf-text.ts';
import { expectApiError } from '../../testing/expect-api-error.ts';
import { createTestServer, type TestServer } from '../../testing/test-server.ts';

const DOCUMENTS = '/api/document';
const KAFFEBAREN = 'admin@kaffebaren.test';
let server: TestServer;
/** An organization the onboarding set up from a signed agreement, and that agreement's lead. */
let provisioned: { organization: string; leadId: string; companyName: string };

beforeAll(async () => {
  server = await createTestServer();
  const rows = await server.db.query<{ organization: string; lead_id: string; company_name: string }>(
    `SELECT organization, lead_id, company_name FROM agreements WHERE organization IS NOT NULL ORDER BY lead_id LIMIT 1`,
  );
  provisioned = {
    organization: rows[0]!.organization,
    leadId: rows[0]!.lead_id,
    companyName: rows[0]!.company_name,
  };
});
afterAll(() => server.close());

async function get(username: string, path: string, organizationId?: string) {
  const headers = { ...(await server.authHeader(username)), ...(organizationId ? { organizationId } : {}) };
  return server.app.request(path, { headers });
}

async function listed(username: string, organizationId?: string): Promise<OrganizationFile[]> {
  const res = await get(username, DOCUMENTS, organizationId);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as OrganizationFile[];
}

const pdfText = async (res: Response) => {
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const read = await readPdf(new Uint8Array(await res.arrayBuffer()));
  return read.pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
};

describe("the organization's documents", () => {
  it('lists the contracts of the agreement that set the organization up, and makes each as a PDF', async () => {
    const documents = await listed('super@demo.test', provisioned.organization);
    const contracts = documents.filter((document) => document.kind === 'contract');
    expect(contracts.map((contract) => contract.name).sort()).toEqual(
      [`${provisioned.leadId}-acquiring.pdf`, `avtal-${provisioned.leadId}.pdf`].sort(),
    );
    expect(contracts[0]).toMatchObject({ contentType: 'application/pdf', size: null });
    const product = contracts.find((contract) => contract.name.startsWith('avtal-'))!;
    const swedish = await pdfText(await get('super@demo.test', product.url, provisioned.organization));
    expect(swedish).toContain('Avtal om kassatjänst');
    expect(swedish).toContain(provisioned.companyName);
    const acquiring = contracts.find((contract) => contract.name.endsWith('-acquiring.pdf'))!;
    const res = await get('super@demo.test', `${acquiring.url}?language=en`, provisioned.organization);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${acquiring.name}"`);
    expect(await pdfText(res)).toContain('Card acquiring');
  });

  it('lists the Z reports and the uploads with them, newest first, and makes a Z report as a PDF', async () => {
    const documents = await listed(KAFFEBAREN);
    const dates = documents.map((document) => document.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const reports = documents.filter((document) => document.kind === 'report');
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]!.name).toMatch(/^Z-\d+-\d{4}-\d\d-\d\d\.pdf$/);
    expect(await pdfText(await get(KAFFEBAREN, reports[0]!.url))).toContain('Z-dagrapport');
    expect(await pdfText(await get(KAFFEBAREN, `${reports[0]!.url}?language=en`))).toContain('Z report');
    const uploads = await (await get(KAFFEBAREN, '/api/organization/3.0/files')).json();
    for (const upload of uploads as OrganizationFile[]) expect(documents).toContainEqual(upload);
  });

  it('lists one kind when asked, and refuses a kind that does not exist naming it', async () => {
    const all = await listed(KAFFEBAREN);
    const res = await get(KAFFEBAREN, `${DOCUMENTS}?kind=report`);
    expect(res.status).toBe(200);
    const reports = (await res.json()) as OrganizationFile[];
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((document) => document.kind === 'report')).toBe(true);
    expect(reports.map((d) => d.id)).toEqual(all.filter((d) => d.kind === 'report').map((d) => d.id));
    const bad = await get(KAFFEBAREN, `${DOCUMENTS}?kind=invoice`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('kind');
  });

  it("keeps to the caller's organization", async () => {
    const theirs = (await listed('super@demo.test', provisioned.organization)).find(
      (d) => d.kind === 'contract',
    )!;
    const ours = (await listed(KAFFEBAREN)).find((d) => d.kind === 'report')!;
    expect((await listed(KAFFEBAREN)).map((d) => d.id)).not.toContain(theirs.id);
    await expectApiError(await get(KAFFEBAREN, theirs.url), 404, 'not_found');
    await expectApiError(await get('admin@bokhandeln.test', ours.url), 404, 'not_found');
    await expectApiError(await get(KAFFEBAREN, `${DOCUMENTS}/report/nope`), 404, 'not_found');
  });

  it('refuses a bad language naming it, a caller without files and one outside an organization', async () => {
    const report = (await listed(KAFFEBAREN)).find((d) => d.kind === 'report')!;
    const bad = await expectApiError(
      await get(KAFFEBAREN, `${report.url}?language=de`),
      400,
      'errors.invalid_parameter',
    );
    expect(bad.errors[0]?.field).toBe('language');
    await expectApiError(await get('super@demo.test', DOCUMENTS), 403, 'forbidden');
    await expectApiError(await get('sales@demo.test', DOCUMENTS), 403, 'forbidden');
    await expectApiError(await get('associate@demo.test', DOCUMENTS), 403, 'forbidden');
  });
});
