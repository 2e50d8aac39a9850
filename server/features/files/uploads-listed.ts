/** The organization's uploads as files of its list: attachments (private) and images, newest first. */
import { fallbackFileName, type OrganizationFile } from '../../../src/domain/files.ts';
import type { Db } from '../../db/db.ts';
import { qb, run } from '../../storage/query-builder.ts';
import { UPLOAD_PATH } from '../../storage/uploads.ts';

/** The most files one answer lists. */
export const MAX_LISTED_FILES = 1000;

export async function uploadedFiles(db: Db, organizationId: string): Promise<OrganizationFile[]> {
  const rows = await run(
    db,
    qb
      .selectFrom('uploads')
      .select(['id', 'name', 'content_type', 'size', 'private', 'created_at'])
      .where('organization_id', '=', organizationId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(MAX_LISTED_FILES),
  );
  return rows.map((row): OrganizationFile => {
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
}
