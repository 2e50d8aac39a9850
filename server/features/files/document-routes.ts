/**
 * SPEC 7 `/api/document`: the organization's documents, for a merchant admin holding `files` (or an
 * internal admin working in the organization), as the files screen shows them:
 *
 *   GET /api/document                  its uploads, its contracts and its Z reports, newest first
 *                                      (`kind`: only those of one kind, so none is lost past the cap)
 *   GET /api/document/contract/:id     a contract as a PDF, made now from its agreement
 *   GET /api/document/report/:id       a Z report as a PDF, made now from the report
 *
 * The PDFs take `language` (sv, en). An upload is downloaded at its own address, as it always was.
 */
import type { Context } from 'hono';
import { FILE_KINDS, FILES_ACCESS, type FileKind, type OrganizationFile } from '../../../src/domain/files.ts';
import type { FormatLocale } from '../../../src/domain/format.ts';
import { notFound } from '../../http/errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { apiError } from '../../resources/api-errors.ts';
import { param } from '../../routing/params.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { contractDocument, contractFiles } from './contract-documents.ts';
import { reportDocument, reportFiles } from './report-documents.ts';
import { MAX_LISTED_FILES, uploadedFiles } from './uploads-listed.ts';

const ACCESS = { rule: FILES_ACCESS, organization: 'required' } as const;
const LANGUAGE = { language: 'sv or en: the language the PDF is written in' };

const LANGUAGES: readonly FormatLocale[] = ['sv', 'en'];

/** The query value `name` when it is one of `allowed`, null when absent or empty; another is a 400 naming it. */
function queryChoice<T extends string>(c: Context<AppEnv>, name: string, allowed: readonly T[]): T | null {
  const value = c.req.query(name);
  if (value === undefined || value === '') return null;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw apiError(400, 'errors.invalid_parameter', { name }, name);
}

function pdfResponse(document: { pdf: Blob; name: string } | null): Response {
  if (!document) throw notFound();
  return new Response(document.pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export function documentRoutes(routes: Routes, { deps }: FeatureEnv) {
  const { db } = deps;
  routes.get(
    '/api/document',
    ACCESS,
    {
      summary:
        "The organization's documents (uploads, contracts, Z reports): name, kind, type, size, date, address",
      query: { kind: `only documents of this kind: ${FILE_KINDS.join(', ')}` },
    },
    async (c, { organizationId }) => {
      const id = organizationId ?? '';
      const kind = queryChoice(c, 'kind', FILE_KINDS);
      // Only the lists of the kind asked for are read: a shop's thousand Z reports are not read for its contracts.
      const wanted = (kinds: readonly FileKind[]) => !kind || kinds.includes(kind);
      const lists = await Promise.all([
        wanted(['attachment', 'image']) ? uploadedFiles(db, id) : [],
        wanted(['contract']) ? contractFiles(db, id) : [],
        wanted(['report']) ? reportFiles(db, id) : [],
      ]);
      const newestFirst = (a: OrganizationFile, b: OrganizationFile) =>
        b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
      const documents = lists.flat().filter((document) => !kind || document.kind === kind);
      return c.json(documents.sort(newestFirst).slice(0, MAX_LISTED_FILES));
    },
  );
  routes.get(
    '/api/document/contract/:id',
    ACCESS,
    { summary: "One of the organization's contracts as a PDF", query: LANGUAGE },
    async (c, { organizationId }) =>
      pdfResponse(
        await contractDocument(
          db,
          organizationId ?? '',
          param(c, 'id'),
          queryChoice(c, 'language', LANGUAGES),
        ),
      ),
  );
  routes.get(
    '/api/document/report/:id',
    ACCESS,
    { summary: "One of the organization's Z reports as a PDF", query: LANGUAGE },
    async (c, { organizationId }) =>
      pdfResponse(
        await reportDocument(
          db,
          organizationId ?? '',
          param(c, 'id'),
          queryChoice(c, 'language', LANGUAGES) ?? 'sv',
        ),
      ),
  );
}
