/**
 * The files screen (SPEC 6 `files`; issue 40) with the real API in-process, as a merchant admin holding
 * `files`: the organization's files (`/api/document`) with name, kind, format, date and size, the
 * attachment downloaded with the user's token, its contracts and Z reports made as PDFs on download, the
 * search and the choice of kind; the English texts of the page's own file.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILES_PATH } from '../../src/domain/files';
import FilesPage from '../../src/pages/files/FilesPage';
import texts from '../../src/pages/files/messages';
import { apiConfig } from '../../src/providers/apiConfig';
import { session } from '../../src/providers/session';
import { registry } from '../../src/resources/registry';
import { inProcessApi } from './inProcessApi';
import { renderRoute } from './renderRoute';

const api = inProcessApi(registry);
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';

beforeAll(async () => {
  // An attachment of Kaffebaren's agreement, sent before names were kept; and another organization's.
  // The bytes go as hex: this file's Uint8Array is jsdom's, which the database driver does not take.
  for (const [organization, created] of [
    ['org-kaffebaren', '2026-03-02T10:00:00Z'],
    ['org-bokhandeln', '2026-03-03T10:00:00Z'],
  ])
    await api.server.db.query(
      `INSERT INTO uploads (id, organization_id, content_type, bytes, size, created_by, private, created_at)
       VALUES ($1, $2, 'application/pdf', decode($3, 'hex'), $4, 'partner@demo.test', true, $5)`,
      [crypto.randomUUID(), organization, Buffer.from(PDF).toString('hex'), PDF.length, created],
    );
  await api.server.db.query(
    `INSERT INTO uploads (id, organization_id, content_type, bytes, size, created_by, private, created_at, name)
     VALUES ($1, 'org-kaffebaren', 'image/png', decode('89504e47', 'hex'), 2048, 'admin@kaffebaren.test', false,
             '2026-03-04T09:30:00Z', 'skylt.png')`,
    [crypto.randomUUID()],
  );
  // Kaffebaren as the organization a signed agreement set up (as the onboarding's signature does).
  await api.server.db.query(
    `UPDATE agreements SET organization = 'org-kaffebaren' WHERE lead_id = 'L-25011'`,
  );
}, 60_000);

beforeEach(() => {
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});
afterEach(() => vi.restoreAllMocks());

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** The rows of uploads: the organization's Z reports and contracts are listed with them. */
const uploadRows = () => rowTexts().filter((cells) => cells[1] === 'Image' || cells[1] === 'Attachment');

function savedFiles() {
  const saved: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:http://localhost/1';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { saved, click };
}

describe('the files screen', () => {
  it("lists the organization's files, newest first, and downloads one with the token", async () => {
    const user = userEvent.setup();
    renderRoute(api, FILES_PATH, <FilesPage />, FILES_PATH, { pageTexts: texts });
    expect(await screen.findByRole('heading', { name: 'Files', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Files' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Kind', 'Format', 'Date', 'Size']);
    const rows = uploadRows();
    expect(rows[0]).toEqual([
      'skylt.png',
      'Image',
      'PNG',
      expect.stringMatching(/^2026-03-04 \d\d:30:00$/),
      '2 kB',
    ]);
    expect(rows[1]).toEqual([
      'bilaga-2026-03-02.pdf',
      'Attachment',
      'PDF',
      expect.stringMatching(/^2026-03-02 /),
      `${PDF.length} B`,
    ]);
    // Bokhandeln's attachment of 2026-03-03 is not Kaffebaren's.
    expect(rows.some((cells) => cells[0] === 'bilaga-2026-03-03.pdf')).toBe(false);

    const { saved, click } = savedFiles();
    await user.click(screen.getByRole('link', { name: 'Download bilaga-2026-03-02.pdf' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(await saved[0]!.text()).toBe(PDF);
    expect(click.mock.instances[0]).toHaveProperty('download', 'bilaga-2026-03-02.pdf');
  });

  it('shows the contracts of the agreement that set the organization up, and its Z reports', async () => {
    renderRoute(api, FILES_PATH, <FilesPage />, FILES_PATH, { pageTexts: texts });
    await screen.findByRole('table', { name: 'Files' });
    const contracts = rowTexts().filter((cells) => cells[1] === 'Contract');
    expect(contracts.map((cells) => cells.slice(0, 3)).sort()).toEqual([
      ['L-25011-acquiring.pdf', 'Contract', 'PDF'],
      ['avtal-L-25011.pdf', 'Contract', 'PDF'],
    ]);
    expect(rowTexts().some((cells) => cells[1] === 'Report')).toBe(true);

    // Made by the API on download (server/features/files/documents.test.ts reads the PDF), in the user's language.
    expect(screen.getByRole('link', { name: 'Download avtal-L-25011.pdf' })).toHaveAttribute(
      'href',
      '/api/document/contract/contract-l-25011-product',
    );
  });

  it('finds files by name and by kind', async () => {
    const user = userEvent.setup();
    renderRoute(api, FILES_PATH, <FilesPage />, FILES_PATH, { pageTexts: texts });
    await screen.findByRole('table', { name: 'Files' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'SKYLT');
    expect(rowTexts().map((cells) => cells[0])).toEqual(['skylt.png']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind of file' }));
    await user.click(await screen.findByRole('option', { name: 'Attachment' }));
    expect(rowTexts().map((cells) => cells[1])).toEqual(['Attachment']);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'kvitto');
    expect(screen.getByText('No files match the search.')).toBeInTheDocument();
  });
});
