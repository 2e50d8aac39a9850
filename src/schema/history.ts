/**
 * A record's history as the API answers it (`GET /<api>/:id/history`), and the data provider method
 * the engine's history panel calls, and the one its record actions call. The app's dataProvider implements it (src/providers/dataProvider.ts).
 */
export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, { from: unknown; to: unknown }>;
  actor: string | null;
  at: string;
}

/** A list's CSV export as the engine asks for it (the API's `GET /<api>/csv`). */
export interface ListExportParams {
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
  language: 'sv' | 'en';
  /** The IANA zone times are written in. */
  timeZone: string;
  /** One row per line of the record (`list.exportLines`). */
  lines: boolean;
  signal: AbortSignal;
  /** Rows received so far, of the total the API announced (null before it has). */
  onProgress(done: number, total: number | null): void;
}

/** What the engine needs of the data provider besides react-admin's CRUD methods. */
export interface HistoryMethod {
  getHistory(resource: string, params: { id: string | number }): Promise<{ data: HistoryEntry[] }>;
  /** A record action (`POST /<api>/:id/actions/<action>`) with the fields it asks for: the record after it. */
  runAction(
    resource: string,
    params: { id: string | number; action: string; version: unknown; values?: Record<string, unknown> },
  ): Promise<{ data: { id: string | number } & Record<string, unknown> }>;
  /**
   * The bytes of an uploaded file (`/infrastructure/3.0/image/<id>`) fetched as the signed-in user: a
   * document is served only to those who may read its record (docs/security.md), so a plain link, which
   * sends no token, cannot open it.
   */
  getFile(src: string): Promise<{ blob: Blob; fileName: string | null }>;
  /** The whole list as a CSV file, streamed and counted as it arrives; cancelled by `signal`. */
  exportList(resource: string, params: ListExportParams): Promise<{ blob: Blob; fileName: string | null }>;
  /** A resource's own endpoint beside the generic ones (`/<api>[/<id>]/<path>`): its JSON answer. */
  send(
    resource: string,
    params: { id?: string | number; path: string; method?: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
  ): Promise<{ data: Record<string, unknown> }>;
}
