/**
 * Uploads (image and file fields) as the API judges them: by their bytes, never by what the client
 * claims (`rawFile: { size, type }` is the browser's view of a file, and a request can say anything).
 * A stored upload is `{ src, title? }` with `src` a data URL the server decoded and checked: an accepted
 * type whose bytes start as that type does, within the size limit, and an image that decodes. A value the record already holds
 * may be sent back unchanged (the form sends the whole record); any other address or scheme is refused.
 */
import { isStorableText } from '../../src/domain/validators/text.ts';
import type { RecordIssue, ResourceDefinition, UploadField } from '../../src/schema/types.ts';
import type { Queryable } from '../db/db.ts';
import { validationFailed } from './api-errors.ts';
import { imageSize, MAX_IMAGE_ASPECT, MAX_IMAGE_SIDE } from '../../src/domain/validators/image.ts';
import { formatBytes } from '../../src/domain/validators/upload.ts';
import { decodeProblem } from './image-judge.ts';
import { claimUpload, isUploadAddress } from '../storage/uploads.ts';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * How each type we can judge starts; a type not listed here is never accepted from a client. Images are
 * then decoded (server/uploads/judge.ts); GIF and WebP, which no field accepts, are not judged at all.
 */
const SIGNATURES: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

const MAX_TITLE = 255;

export type UploadResult = { value: { src: string; title?: string } | null } | { issue: RecordIssue };

const sameUpload = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The upload to store for `value` (null: none), or the issue on `path`. `stored`: the record's current value. */
export async function checkUpload(
  field: UploadField,
  value: unknown,
  stored: unknown,
  path: string,
): Promise<UploadResult> {
  if (value === null || value === undefined || value === '') return { value: null };
  if (stored !== undefined && sameUpload(value, stored))
    return { value: stored as { src: string; title?: string } };
  const fail = (key: string, params?: RecordIssue['params']): UploadResult => ({
    issue: { field: path, key, ...(params ? { params } : {}) },
  });
  if (typeof value !== 'object' || Array.isArray(value)) return fail('validation.not_object');
  const { src, title, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return fail('validation.file_type');
  if (title !== undefined && title !== null) {
    const issue = (key: string, params?: RecordIssue['params']): UploadResult => ({
      issue: { field: `${path}.title`, key, ...(params ? { params } : {}) },
    });
    if (typeof title !== 'string') return issue('validation.not_text');
    if (title.length > MAX_TITLE) return issue('validation.max_length', { max: MAX_TITLE });
    if (!isStorableText(title)) return issue('validation.text.characters');
  }
  if (typeof src !== 'string') return fail('validation.not_object');
  const cleanTitle = typeof title === 'string' && title.trim() !== '' ? title : undefined;
  // An address of the upload endpoint: checked against the stored upload in the write (server/uploads).
  if (isUploadAddress(src)) return { value: { src, ...(cleanTitle ? { title: cleanTitle } : {}) } };
  const match = DATA_URL.exec(src);
  const [, type = '', data = ''] = match ?? [];
  const judge = SIGNATURES[type];
  if (!match || !judge || !field.accept.includes(type) || data.length % 4 !== 0)
    return fail('validation.file_type');
  // The size is known from the text's length before decoding anything.
  if (
    Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0) >
    field.maxBytes
  ) {
    return fail('validation.file_size', { max: formatBytes(field.maxBytes) });
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || !judge(bytes)) return fail('validation.file_type');
  // An image, in an image field or among a file field's papers, must decode (server/uploads/judge.ts).
  const problem = type === 'application/pdf' ? null : await decodeProblem(bytes);
  if (problem === 'dimensions') return fail('validation.image_dimensions', { max: MAX_IMAGE_SIDE });
  if (problem === 'damaged') return fail('validation.image_damaged');
  if (problem) return fail('validation.file_type');
  const size = field.kind === 'image' ? imageSize(bytes) : null;
  if (size && size.width / size.height >= MAX_IMAGE_ASPECT) return fail('validation.image_aspect');
  return { value: { src, ...(cleanTitle ? { title: cleanTitle } : {}) } };
}

/**
 * The files in a record's sub-record rows (an onboarding's supplement attachments), judged as a field's
 * own are: the value's shape (a client's `rawFile` claim, another key, another scheme, bytes inline are
 * refused: a row's file is uploaded before the record is sent), then the upload its address names,
 * which must exist, belong to the record's organization `owner` (`rowOrganization`; a staff upload
 * becomes its) and be of a type and size the field accepts. A row's value the record already holds at that place may be sent back unchanged.
 * Runs in the write's transaction; throws the issues as one 400.
 */
export async function judgeRowUploads(
  tx: Queryable,
  definition: ResourceDefinition,
  data: Record<string, unknown>,
  owner: string | null,
  previous: Record<string, unknown> = {},
): Promise<void> {
  const issues: RecordIssue[] = [];
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.kind !== 'subRecords' || !Array.isArray(data[source])) continue;
    const files = Object.entries(field.fields).filter(([, f]) => f.kind === 'image' || f.kind === 'file');
    if (files.length === 0) continue;
    const stored = Array.isArray(previous[source]) ? (previous[source] as unknown[]) : [];
    for (const [index, row] of (data[source] as unknown[]).entries()) {
      if (typeof row !== 'object' || row === null) continue;
      const before = (stored[index] ?? {}) as Record<string, unknown>;
      for (const [name, subField] of files) {
        const value = (row as Record<string, unknown>)[name];
        const path = `${source}.${index}.${name}`;
        const checked = await checkUpload(subField as UploadField, value, before[name], path);
        if ('issue' in checked) {
          issues.push(checked.issue);
          continue;
        }
        const src = checked.value?.src;
        if (src === undefined || JSON.stringify(value) === JSON.stringify(before[name] ?? null)) continue;
        const issue = isUploadAddress(src)
          ? await claimUpload(tx, subField as UploadField, src, owner, path)
          : { field: path, key: 'validation.file_type' };
        if (issue) issues.push(issue);
      }
    }
  }
  if (issues.length) throw validationFailed(definition, issues);
}
