/**
 * Uploaded files kept in the `uploads` table and served at /infrastructure/3.0/image/<id>; records hold
 * that address. A data URL sent in a record (an API client that does not upload first) is stored here
 * on write and replaced by its address; an address must name an upload of the record's organization
 * whose type and size the field accepts.
 */
import { imageSize } from '../../src/domain/validators/image.ts';
import { formatBytes } from '../../src/domain/validators/upload.ts';
import type { RecordIssue, ResourceDefinition } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../resources/api-errors.ts';

export const UPLOAD_PATH = '/infrastructure/3.0/image/';
const ADDRESS = /^\/infrastructure\/3\.0\/image\/([0-9a-f-]{36})$/;
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export const isUploadAddress = (src: string): boolean => ADDRESS.test(src);

export interface NewUpload {
  organizationId: string | null;
  type: string;
  bytes: Buffer;
  by: string;
}

/** Stores the file and answers its address. */
export async function saveUpload(q: Queryable, upload: NewUpload): Promise<string> {
  const id = crypto.randomUUID();
  const size = imageSize(upload.bytes);
  await q.query(
    `INSERT INTO uploads (id, organization_id, content_type, bytes, size, width, height, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      upload.organizationId,
      upload.type,
      upload.bytes,
      upload.bytes.length,
      size?.width ?? null,
      size?.height ?? null,
      upload.by,
    ],
  );
  return `${UPLOAD_PATH}${id}`;
}

export async function readUpload(
  q: Queryable,
  id: string,
): Promise<{ type: string; bytes: Uint8Array } | undefined> {
  const [row] = await q.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM uploads WHERE id = $1',
    [id],
  );
  return row && { type: row.content_type, bytes: row.bytes };
}

/**
 * The record's upload values as addresses (checked by server/resources/uploads.ts before): data URLs
 * stored, addresses checked against the upload they name. Runs in the write's transaction.
 */
export async function storeUploads(
  tx: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  organizationId: string | null,
  by: string,
  previous: Record<string, unknown> = {},
): Promise<void> {
  const issues: RecordIssue[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.kind !== 'image' && field.kind !== 'file') continue;
    const value = data[source] as { src?: unknown; title?: string } | null | undefined;
    if (!value || typeof value.src !== 'string') continue;
    if (JSON.stringify(value) === JSON.stringify(previous[source] ?? null)) continue;
    const dataUrl = DATA_URL.exec(value.src);
    if (dataUrl) {
      const src = await saveUpload(tx, {
        organizationId,
        type: dataUrl[1]!,
        bytes: Buffer.from(dataUrl[2]!, 'base64'),
        by,
      });
      data[source] = { ...value, src };
      continue;
    }
    const id = ADDRESS.exec(value.src)?.[1];
    const [upload] = id
      ? await tx.query<{ organization_id: string | null; content_type: string; size: number }>(
          'SELECT organization_id, content_type, size FROM uploads WHERE id = $1',
          [id],
        )
      : [];
    const ownedHere =
      upload && (upload.organization_id === null || upload.organization_id === organizationId);
    if (!upload || !ownedHere || !field.accept.includes(upload.content_type))
      issues.push({ field: source, key: 'validation.file_type' });
    else if (upload.size > field.maxBytes)
      issues.push({
        field: source,
        key: 'validation.file_size',
        params: { max: formatBytes(field.maxBytes) },
      });
  }
  if (issues.length) throw validationFailed(definition, issues);
}
