/**
 * POST /infrastructure/3.0/image/upload (SPEC 7): a signed-in user sends one image as multipart field
 * `file`; PNG or JPEG by its bytes, at most 2 MB, at most 8,000 px wide and high, width below ten times
 * the height, and an image that decodes (src/domain/validators/image.ts, server/resources/image-judge.ts).
 * The answer is its address, which a record then keeps. POST /infrastructure/3.0/document/upload takes a
 * document the same way (an onboarding's attachment): PDF, PNG or JPEG, at most 5 MB, an image decoding
 * as any image. GET of an image's address serves it to anyone who has the address: an <img> sends no
 * token, and the address is an unguessable id. A document (and any file a record's file field holds) is
 * private: GET serves it only to a signed-in user who uploaded it or may read a record holding it
 * (./private-access.ts, docs/security.md).
 */
import type { Context } from 'hono';
import { param } from '../../routing/params.ts';
import { documentTypeOf, MAX_DOCUMENT_BYTES } from '../../../src/domain/validators/document.ts';
import { cleanFileName } from '../../../src/domain/files.ts';
import {
  imageSize,
  imageTypeOf,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  type ImageProblem,
} from '../../../src/domain/validators/image.ts';
import { decodeProblem, judgeImage } from '../../resources/image-judge.ts';
import { authenticate, requireCaller } from '../../http/auth-middleware.ts';
import { readLimitedBytes } from '../../http/body.ts';
import { mayListFiles, privateUploadReaders } from './private-access.ts';
import type { AppEnv } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { apiError } from '../../resources/api-errors.ts';
import { readUpload, saveUpload, UPLOAD_PATH } from '../../storage/uploads.ts';
import type { Routes } from '../../routing/route-table.ts';
import type { FeatureEnv } from '../define-feature.ts';

/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE = 64 * 1024;
const DOCUMENT_UPLOAD_PATH = '/infrastructure/3.0/document/upload';
/** The admin kinds that keep agreements (src/resources/agreements). */
const DOCUMENT_SENDERS = { roles: ['partneradmin', 'superadmin', 'supportadmin', 'salesadmin', 'associate'] };

export function uploadRoutes(routes: Routes, { deps, definitions }: FeatureEnv) {
  const mayReadPrivate = privateUploadReaders(definitions);
  const refuse = (
    reason: ImageProblem | 'missing',
    status: 400 | 413 = 400,
    what: 'image' | 'document' = 'image',
  ) =>
    apiError(
      status,
      `errors.${what}_upload.${reason}`,
      reason === 'dimensions' ? { max: MAX_IMAGE_SIDE } : undefined,
      'file',
    );

  /** The one file of a multipart body of at most `max` bytes, and its name; else the refusal. */
  const fileOf = async (
    c: Context<AppEnv>,
    max: number,
    what: 'image' | 'document' = 'image',
  ): Promise<{ bytes: Buffer; name: string | null }> => {
    const body = await readLimitedBytes(c.req.raw, max + ENVELOPE);
    if (!Buffer.isBuffer(body)) throw refuse('size', 413, what);
    let file: unknown;
    try {
      const form = await new Request(c.req.url, {
        method: 'POST',
        headers: { 'content-type': c.req.header('content-type') ?? '' },
        body: new Uint8Array(body),
      }).formData();
      file = form.get('file');
    } catch {
      throw refuse('missing', 400, what);
    }
    if (!(file instanceof Blob)) throw refuse('missing', 400, what);
    const name = cleanFileName(file instanceof File ? file.name : null);
    return { bytes: Buffer.from(await file.arrayBuffer()), name };
  };

  routes.post(
    `${UPLOAD_PATH}upload`,
    { signedIn: true },
    {
      summary: 'Stores one image (PNG or JPEG, at most 2 MB): its address',
      body: 'multipart/form-data, field `file`',
    },
    async (c, { caller }) => {
      const { bytes, name } = await fileOf(c, MAX_IMAGE_BYTES);
      const problem = await judgeImage(bytes);
      if (problem) throw refuse(problem);
      const url = await saveUpload(deps.db, {
        organizationId: caller.actingOrganizationId,
        type: imageTypeOf(bytes)!,
        bytes,
        by: caller.username || caller.userId,
        name,
      });
      return c.json({ url, size: bytes.length, ...imageSize(bytes) }, 201);
    },
  );

  // Documents are an onboarding's papers: only those who keep agreements send them.
  routes.post(
    DOCUMENT_UPLOAD_PATH,
    { rule: DOCUMENT_SENDERS },
    {
      summary: "Stores one of an onboarding's documents (PDF, PNG or JPEG, at most 5 MB): its address",
      body: 'multipart/form-data, field `file`',
    },
    async (c, { caller }) => {
      const { bytes, name } = await fileOf(c, MAX_DOCUMENT_BYTES, 'document');
      if (bytes.length > MAX_DOCUMENT_BYTES) throw refuse('size', 400, 'document');
      const type = documentTypeOf(bytes);
      if (!type) throw refuse('type', 400, 'document');
      // An image among the papers is judged by decoding it, as any image is (server/resources/image-judge.ts).
      const problem = type === 'application/pdf' ? null : await decodeProblem(bytes);
      if (problem) throw refuse(problem, 400, 'document');
      const url = await saveUpload(deps.db, {
        organizationId: caller.actingOrganizationId,
        type,
        bytes,
        by: caller.username || caller.userId,
        private: true,
        name,
      });
      return c.json({ url, size: bytes.length }, 201);
    },
  );

  routes.get(
    `${UPLOAD_PATH}:id{[0-9a-f-]{36}}`,
    {
      public:
        'an <img> sends no token and an image address is an unguessable id; a private document signs its reader in itself (docs/security.md)',
    },
    'An uploaded image, or a document for a signed-in user who may read a record holding it',
    async (c) => {
      const id = param(c, 'id');
      const upload = await readUpload(deps.db, id);
      const none = () => ApiError.of(404, 'not_found', 'No such image', 'Ingen sådan bild');
      if (!upload) throw none();
      if (upload.private) {
        // A document: for a signed-in user (401 without a token) who uploaded it or may read a record
        // holding it; to anyone else it does not exist.
        await authenticate(deps)(c, async () => undefined);
        const caller = requireCaller(c);
        const uploader = upload.by !== null && upload.by === (caller.username || caller.userId);
        if (!uploader && !mayListFiles(caller, upload) && !(await mayReadPrivate(c, deps.db, id)))
          throw none();
      }
      return c.body(Buffer.from(upload.bytes), 200, {
        'Content-Type': upload.type,
        // A catalogue's image may be cached anywhere; a document (an onboarding's papers) nowhere.
        'Cache-Control': upload.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
        'Content-Disposition': 'inline',
      });
    },
  );
}
