/**
 * GET /api/organization/3.0/files: the files of the organization the request works in, newest first,
 * for a merchant admin holding `files` (or an internal admin working there): what was uploaded for it,
 * its records' attachments (private, downloaded with the token) and its images. The bytes stay at each
 * file's address (server/features/uploads/routes.ts), which answers these users too.
 */
import { FILES_ACCESS, fallbackFileName, type OrganizationFile } from '../../../src/domain/files.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { UPLOAD_PATH } from '../../storage/uploads.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

/** The most files one answer lists. */
export const MAX_LISTED_FILES = 1000;

export function fileRoutes(routes: Routes, { deps }: FeatureEnv) {
  routes.get(
    '/api/organization/3.0/files',
    { rule: FILES_ACCESS, organization: 'required' },
    "The organization's files: name, kind, type, size, date and address",
    async (c, { organizationId }) => {
      const rows = await run(
        deps.db,
        qb
          .selectFrom('uploads')
          .select(['id', 'name', 'content_type', 'size', 'private', 'created_at'])
          .where('organization_id', '=', organizationId)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(MAX_LISTED_FILES),
      );
      const files = rows.map((row): OrganizationFile => {
        const createdAt = new Date(row.created_at).toISOString();
        const kind = row.private ? 'attachment' : 'image';
        return {
          id: row.id,
          url: `${UPLOAD_PATH}${row.id}`,
          name: row.name ?? fallbackFileName(kind, row.content_type, createdAt),
          kind,
          contentType: row.content_type,
          size: row.size,
          createdAt,
        };
      });
      return c.json(files);
    },
  );
}
