/**
 * Hardening, second round (G): an onboarding's documents are served only with a token, so the file link
 * of a lead's page fetches the bytes through the dataProvider as the signed-in user and saves them; a
 * link without the token would get 401. The real dataProvider against the reference API in-process.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUtils } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import agreements from '../../src/resources/agreements/index';
import agreementComponents from '../../src/resources/agreements/components';
import partners from '../../src/resources/partners';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { resourceDefinitions } from '../../server/resources/definitions';
import { storedRows, tableOf } from '../../server/testing/stored';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([agreements, partners]);
const api = inProcessApi(createRegistry(resourceDefinitions), 'sales@demo.test');
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';
let leadId = '';

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceShow'),
    import('../../src/resources/agreements/AgreementShow'),
  ]);
  // As the document endpoint stores it (another user uploaded it). The bytes go as hex: this file's
  // Uint8Array is jsdom's, which the database driver does not take.
  const id = crypto.randomUUID();
  await api.server.db.query(
    `INSERT INTO uploads (id, organization_id, content_type, bytes, size, created_by, private)
     VALUES ($1, NULL, 'application/pdf', decode($2, 'hex'), $3, 'partner@demo.test', true)`,
    [id, Buffer.from(PDF).toString('hex'), PDF.length],
  );
  const url = `/infrastructure/3.0/image/${id}`;
  const lead = (await storedRows(api.server.db, 'agreements')).find(
    (row) => row.data.status === 'supplementDocumentsSubmitted',
  )!;
  leadId = lead.id;
  const column = tableOf('agreements').bySource.get('supplementAttachments')!.name;
  await api.server.db.query(`UPDATE agreements SET "${column}" = $1::jsonb WHERE id = $2`, [
    JSON.stringify([{ file: { src: url, title: 'arsredovisning.pdf' } }]),
    lead.id,
  ]);
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('a lead’s documents', () => {
  it('download with the user’s token, not through a bare link', async () => {
    const user = userEvent.setup();
    const fetched: string[] = [];
    const httpClient = (target: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(`http://api.test${target}`, {
        ...options,
        user: { authenticated: true, token: `Bearer ${api.token}` },
      });
    const fileClient = async (src: string) => {
      fetched.push(src);
      const res = await fetch(`http://api.test${src}`, { headers: { Authorization: `Bearer ${api.token}` } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return { blob: await res.blob(), fileName: null };
    };
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:http://localhost/1';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderResources({
      registry,
      components: indexComponents({ './agreements/components.tsx': { default: agreementComponents } }),
      dataProvider: createDataProvider({ registry, httpClient, fileClient }),
      url: `/apps/salesadmin/agreements/${leadId}/show`,
    });
    const link = await screen.findByRole('link', { name: 'arsredovisning.pdf' }, { timeout: 15_000 });
    // Without a token the address answers 401: the page never relies on it.
    expect((await fetch(`http://api.test${link.getAttribute('href')}`)).status).toBe(401);
    await user.click(link);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(fetched).toEqual([link.getAttribute('href')]);
    expect(await saved[0]!.text()).toBe(PDF);
    expect(click).toHaveBeenCalledTimes(1);
  }, 60_000);
});
