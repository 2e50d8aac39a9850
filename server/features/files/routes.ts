/**
 * GET /api/organization/3.0/files: the uploads of the organization the request works in, newest first,
 * for a merchant admin holding `files` (or an internal admin working there): what was uploaded for it,
 * its records' attachments (private, downloaded with the token) and its images. The bytes stay at each
 * file's address (server/features/uploads/routes.ts), which answers these users too. /api/document
 * (./document-routes.ts) lists these with the organization's contracts and reports.
 */
import { FILES_ACCESS } from '../../../src/domain/files.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { uploadedFiles } from './uploads-listed.ts';

export function fileRoutes(routes: Routes, { deps }: FeatureEnv) {
  routes.get(
    '/api/organization/3.0/files',
    { rule: FILES_ACCESS, organization: 'required' },
    "The organization's files: name, kind, type, size, date and address",
    async (c, { organizationId }) => c.json(await uploadedFiles(deps.db, organizationId ?? '')),
  );
}
