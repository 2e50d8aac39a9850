/**
 * The dataProvider (DESIGN.md 4): ra-data-simple-rest on the app's httpClient, with each react-admin
 * resource name (e.g. `apps/setting/stores`) mapped to its API path (`api/store`) by the registry, and
 * the API's error shape made into what react-admin's forms expect:
 * - 400 with field errors: `body.errors` = `{ field: message }` (the form shows them on the fields);
 * - any other error: `body.errors` removed (so the form does not take it for field errors); the
 *   server's items stay in `body.apiErrors`, a 409's current record in `body.current`.
 * Custom methods: `getHistory(resource, { id })`, `getFile(src)` (an upload's bytes, with the token),
 * `exportList(resource, { filter, sort, language, timeZone, lines, signal, onProgress })` (a list's CSV),
 * `runAction(resource, { id, action, version, values })`,
 * `send(resource, { id?, path, method?, body? })` (a resource's own endpoint, e.g. an onboarding step).
 * A PUT (update, send) answered 404 with a message is sent again as a POST (SPEC 7, ./putFallback.ts).
 */
import { HttpError, type DataProvider, type Identifier } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { storageOf } from '../schema/define-resource';
import { apiErrorsToFormErrors } from '../schema/form-errors';
import type { HistoryEntry, HistoryMethod } from '../schema/history';
import type { Registry } from '../schema/registry-core';
import { registry as appRegistry } from '../resources/registry';
import { httpClient as appHttpClient, fetchFile, fetchStreamedCsv, type HttpClient } from './httpClient';
import { session } from './session';
import { requestLocale } from './requestLocale';
import { putOrPost } from './putFallback';

/** react-admin's methods and the engine's history method (src/schema/history.ts). */
export interface BackofficeDataProvider extends DataProvider, HistoryMethod {
  getHistory(resource: string, params: { id: Identifier }): Promise<{ data: HistoryEntry[] }>;
}

interface ErrorItem {
  field?: string;
  errorCode: string;
  errorMessage: { en: string; sv: string };
}

/** A failed call in the shape react-admin's forms and notifications understand. */
export function adaptError(error: unknown): unknown {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return error;
  const body = error.body as Record<string, unknown>;
  const items = Array.isArray(body.errors) ? (body.errors as ErrorItem[]) : [];
  const hasFieldErrors = error.status === 400 && items.some((item) => item.field);
  const adapted: Record<string, unknown> = { ...body, apiErrors: items };
  if (hasFieldErrors) adapted.errors = apiErrorsToFormErrors(items, requestLocale());
  else delete adapted.errors;
  return new HttpError(error.message, error.status, adapted);
}

/** SPEC 7's upload endpoint: the file goes there first, and the record keeps the address it answers. */
export const IMAGE_UPLOAD_PATH = 'infrastructure/3.0/image/upload';
/** The same for documents (a file field: an onboarding's attachments). */
const DOCUMENT_UPLOAD_PATH = 'infrastructure/3.0/document/upload';

/**
 * New uploads (react-admin's `{ rawFile, src, title }`) are sent to the upload endpoint and travel as
 * `{ src: <address>, title }`. A refused upload fails the save as a field error on that field, in the
 * user's language (the form keeps what was typed).
 */
async function withUploads(
  registry: Registry,
  httpClient: HttpClient,
  resource: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  // A write comes from a screen of the resource, so its definition is there; a script's call may be first.
  await registry.ensure(resource);
  const definition = registry.get(resource);
  if (!definition) return data;
  const out = { ...data };
  for (const [source, field] of Object.entries(definition.fields)) {
    if (field.kind === 'image' || field.kind === 'file')
      out[source] = await uploaded(httpClient, out[source], source, field.kind);
    if (field.kind !== 'subRecords' || !Array.isArray(out[source])) continue;
    // A table's file columns (a supplement's attachments): each row's new file is sent the same way.
    const files = Object.entries(field.fields).flatMap(([sub, subField]) =>
      subField.kind === 'image' || subField.kind === 'file' ? [[sub, subField.kind] as const] : [],
    );
    if (files.length === 0) continue;
    out[source] = await Promise.all(
      (out[source] as Record<string, unknown>[]).map(async (row, index) => {
        const next = { ...row };
        for (const [sub, kind] of files)
          next[sub] = await uploaded(httpClient, row[sub], `${source}.${index}.${sub}`, kind);
        return next;
      }),
    );
  }
  return out;
}

/** One value of a file field: a new file is uploaded and becomes `{ src, title }`; others stay. */
async function uploaded(
  httpClient: HttpClient,
  value: unknown,
  field: string,
  kind: 'image' | 'file',
): Promise<unknown> {
  const file = value as { rawFile?: unknown; title?: unknown } | null | undefined;
  if (!(file?.rawFile instanceof Blob)) return value;
  const body = new FormData();
  body.append('file', file.rawFile);
  try {
    const path = kind === 'image' ? IMAGE_UPLOAD_PATH : DOCUMENT_UPLOAD_PATH;
    const { json } = await httpClient(path, { method: 'POST', body });
    return { src: (json as { url: string }).url, title: typeof file.title === 'string' ? file.title : '' };
  } catch (error) {
    // The endpoint names its field `file`; the form knows it as this field.
    const body = error instanceof HttpError ? (error.body as { errors?: unknown } | null) : null;
    if (!(error instanceof HttpError) || !Array.isArray(body?.errors)) throw error;
    const errors = (body.errors as { field?: string }[]).map((item) => ({ ...item, field }));
    throw new HttpError(error.message, error.status === 413 ? 400 : error.status, { ...body, errors });
  }
}

/** A rename of the organization the user works in shows in the top bar at once (the session keeps its name). */
function keepOrganizationName(
  registry: Registry,
  resource: string,
  record: { id: Identifier; name?: unknown; logo?: unknown },
): void {
  const current = session.organization();
  const definition = registry.get(resource);
  if (
    !current ||
    !definition ||
    storageOf(definition) !== 'organizations' ||
    String(record.id) !== current.id
  )
    return;
  const logo = record.logo as { src?: unknown } | null | undefined;
  const logoUrl = typeof logo?.src === 'string' ? logo.src : null;
  const name = typeof record.name === 'string' ? record.name : current.name;
  if (name !== current.name || logoUrl !== (current.logoUrl ?? null))
    session.setOrganization({ ...current, name, logoUrl });
}

export function createDataProvider({
  registry = appRegistry,
  httpClient = appHttpClient,
  fileClient = fetchFile,
  csvClient = fetchStreamedCsv,
}: {
  registry?: Registry;
  httpClient?: HttpClient;
  /** How a file's bytes are fetched with the user's token (the app's: httpClient.ts `fetchFile`). */
  fileClient?: typeof fetchFile;
  /** How a streamed CSV export is read (the app's: httpClient.ts `fetchStreamedCsv`). */
  csvClient?: typeof fetchStreamedCsv;
} = {}): BackofficeDataProvider {
  const rest = simpleRestProvider('', httpClient);
  const apiPath = (resource: string) => {
    const path = registry.apiPath(resource);
    if (!path) throw new Error(`Unknown resource "${resource}"`);
    return path;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw adaptError(error);
    }
  };

  return {
    getList: (resource, params) => call(() => rest.getList(apiPath(resource), params)),
    getOne: (resource, params) => call(() => rest.getOne(apiPath(resource), params)),
    getMany: (resource, params) => call(() => rest.getMany(apiPath(resource), params)),
    getManyReference: (resource, params) => call(() => rest.getManyReference(apiPath(resource), params)),
    create: (resource, params) =>
      call(async () =>
        rest.create(apiPath(resource), {
          ...params,
          data: await withUploads(registry, httpClient, resource, params.data),
        }),
      ),
    update: (resource, params) =>
      call(async () => {
        const data = await withUploads(registry, httpClient, resource, params.data);
        // A record the server no longer has is created anew, under the id the server gives it.
        const { id: _id, version: _version, ...fresh } = data;
        const result = await putOrPost(
          () => rest.update(apiPath(resource), { ...params, data }),
          () => rest.create(apiPath(resource), { data: fresh }),
        );
        keepOrganizationName(registry, resource, result.data);
        return result;
      }),
    updateMany: (resource, params) => call(() => rest.updateMany(apiPath(resource), params)),
    delete: (resource, params) => call(() => rest.delete(apiPath(resource), params)),
    deleteMany: (resource, params) => call(() => rest.deleteMany(apiPath(resource), params)),
    getHistory: (resource, { id }) =>
      call(async () => {
        const { json } = await httpClient(`/${apiPath(resource)}/${encodeURIComponent(String(id))}/history`);
        return { data: json as HistoryEntry[] };
      }),
    getFile: (src) => call(() => fileClient(src)),
    exportList: (resource, { filter, sort, language, timeZone, lines, signal, onProgress }) =>
      call(() => {
        const query = new URLSearchParams({
          filter: JSON.stringify(filter),
          sort: JSON.stringify([sort.field, sort.order]),
          language,
          timeZone,
          lines: String(lines),
        });
        return csvClient(`/${apiPath(resource)}/csv?${query}`, signal, onProgress);
      }),
    runAction: (resource, { id, action, version, values = {} }) =>
      call(async () => {
        const path = `/${apiPath(resource)}/${encodeURIComponent(String(id))}/actions/${encodeURIComponent(action)}`;
        const input = await withUploads(registry, httpClient, resource, values);
        const body = JSON.stringify({ ...input, version });
        const { json } = await httpClient(path, { method: 'POST', body });
        return { data: json as { id: string } & Record<string, unknown> };
      }),
    send: (resource, { id, path, method = 'POST', body }) =>
      call(async () => {
        const record = id === undefined ? '' : `/${encodeURIComponent(String(id))}`;
        const address = `/${apiPath(resource)}${record}/${path}`;
        const payload = body === undefined ? {} : { body: JSON.stringify(body) };
        const sent = (as: string) => httpClient(address, { method: as, ...payload });
        const { json } =
          method === 'PUT'
            ? await putOrPost(
                () => sent('PUT'),
                () => sent('POST'),
              )
            : await sent(method);
        return { data: json as Record<string, unknown> };
      }),
  };
}

export const dataProvider = createDataProvider();
