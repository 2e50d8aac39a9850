/**
 * Uploaded files kept in the `uploads` table and served at /infrastructure/3.0/image/<id>; records hold
 * that address. An upload belongs to the organization of the record that uses it, a platform record's
 * too (an organization's logo belongs to that organization): a data URL sent in a record (an API client
 * that does not upload first) is stored here on write as that organization's and replaced by its address;
 * an address must name an upload of that organization, or a staff upload, which it then takes over,
 * whose type and size the field accepts.
 */
import { imageSize } from '../../src/domain/validators/image.ts';
import { formatBytes } from '../../src/domain/validators/upload.ts';
import type { RecordIssue, ResourceDefinition, UploadField } from '../../src/schema/types.ts';
import { sql } from 'kysely';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from '../resources/api-errors.ts';
import { qb, run } from './query-builder.ts';

export const UPLOAD_PATH = '/infrastructure/3.0/image/';
const ADDRESS = /^\/infrastructure\/3\.0\/image\/([0-9a-f-]{36})$/;
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

export const isUploadAddress = (src: string): boolean => ADDRESS.test(src);

export interface NewUpload {
  organizationId: string | null;
  type: string;
  bytes: Buffer;
  by: string;
  /** A document (an onboarding's papers): served only to those who may read a record holding it. */
  private?: boolean;
  /** The file's name as the sender had it (src/domain/files.ts `cleanFileName`). */
  name?: string | null;
}

/** Stores the file and answers its address. */
export async function saveUpload(q: Queryable, upload: NewUpload): Promise<string> {
  const id = crypto.randomUUID();
  const size = imageSize(upload.bytes);
  await run(
    q,
    qb.insertInto('uploads').values({
      id,
      organization_id: upload.organizationId,
      content_type: upload.type,
      bytes: upload.bytes,
      size: upload.bytes.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
      created_by: upload.by,
      private: upload.private === true,
      name: upload.name ?? null,
    }),
  );
  return `${UPLOAD_PATH}${id}`;
}

export interface StoredUpload {
  type: string;
  bytes: Uint8Array;
  private: boolean;
  /** Who uploaded it (username, else user id). */
  by: string | null;
  organizationId: string | null;
}

export async function readUpload(q: Queryable, id: string): Promise<StoredUpload | undefined> {
  const [row] = await run(
    q,
    qb
      .selectFrom('uploads')
      .select(['content_type', 'bytes', 'private', 'created_by', 'organization_id'])
      .where('id', '=', id),
  );
  return (
    row && {
      type: row.content_type,
      bytes: row.bytes,
      private: row.private,
      by: row.created_by,
      organizationId: row.organization_id,
    }
  );
}

/** The ids of the uploads a record's file fields name, its sub-records' included. */
export function heldFileIds(
  definition: Pick<ResourceDefinition, 'fields'>,
  data: Record<string, unknown>,
): string[] {
  const ids: string[] = [];
  const idOf = (value: unknown) => {
    const src = (value as { src?: unknown } | null | undefined)?.src;
    const id = typeof src === 'string' ? ADDRESS.exec(src)?.[1] : undefined;
    if (id) ids.push(id);
  };
  for (const [source, field] of Object.entries(definition.fields)) {
    const value = data[source];
    if (field.kind === 'file') idOf(value);
    if (field.kind !== 'subRecords' || !Array.isArray(value)) continue;
    const files = Object.entries(field.fields).filter(([, sub]) => sub.kind === 'file');
    for (const row of value) for (const [sub] of files) idOf((row as Record<string, unknown> | null)?.[sub]);
  }
  return ids;
}

/**
 * A file field's upload is private from the moment a record holds it (a document sent through the
 * image endpoint too): served only to those who may read a record holding it (./private-access.ts).
 */
export async function keepFilesPrivate(
  tx: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
): Promise<void> {
  const ids = heldFileIds(definition, data);
  if (ids.length > 0)
    await run(
      tx,
      qb
        .updateTable('uploads')
        .set({ private: true })
        .where(sql<boolean>`id = ANY(${ids}::text[])`)
        .where((eb) => eb.not(eb.ref('private'))),
    );
}

/**
 * What is wrong with an upload address a record's field names, on `path`: it must name an upload of the
 * record's organization `owner` (or of platform staff) of a type and size the field accepts. An address
 * naming no upload and one of another organization get the same answer, so no one learns which exist.
 * When it is fine, a staff upload becomes the record organization's: no other organization may name it.
 */
export async function claimUpload(
  tx: Queryable,
  field: UploadField,
  src: string,
  owner: string | null,
  path: string,
): Promise<RecordIssue | null> {
  const id = ADDRESS.exec(src)?.[1];
  const [upload] = id
    ? await run(
        tx,
        qb.selectFrom('uploads').select(['organization_id', 'content_type', 'size']).where('id', '=', id),
      )
    : [];
  if (!upload || (upload.organization_id !== null && upload.organization_id !== owner))
    return { field: path, key: 'validation.upload_elsewhere' };
  if (!field.accept.includes(upload.content_type)) return { field: path, key: 'validation.file_type' };
  if (upload.size > field.maxBytes)
    return { field: path, key: 'validation.file_size', params: { max: formatBytes(field.maxBytes) } };
  if (upload.organization_id === null && owner !== null)
    await run(
      tx,
      qb
        .updateTable('uploads')
        .set({ organization_id: owner })
        .where('id', '=', id!)
        .where('organization_id', 'is', null),
    );
  return null;
}

/**
 * The record's upload values as addresses (checked by server/resources/uploads.ts before): data URLs
 * stored as uploads of the record's organization `owner` (`rowOrganization`), addresses checked against
 * the upload they name. Runs in the write's transaction.
 */
export async function storeUploads(
  tx: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  owner: string | null,
  by: string,
  previous: Record<string, unknown> = {},
): Promise<void> {
  const issues: RecordIssue[] = [];
  await keepFilesPrivate(tx, definition, data);
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.kind !== 'image' && field.kind !== 'file') continue;
    const value = data[source] as { src?: unknown; title?: string } | null | undefined;
    if (!value || typeof value.src !== 'string') continue;
    if (JSON.stringify(value) === JSON.stringify(previous[source] ?? null)) continue;
    const dataUrl = DATA_URL.exec(value.src);
    if (dataUrl) {
      const src = await saveUpload(tx, {
        organizationId: owner,
        type: dataUrl[1]!,
        bytes: Buffer.from(dataUrl[2]!, 'base64'),
        by,
        private: field.kind === 'file',
      });
      data[source] = { ...value, src };
      continue;
    }
    const issue = await claimUpload(tx, field, value.src, owner, source);
    if (issue) issues.push(issue);
  }
  if (issues.length) throw validationFailed(definition, issues);
}
