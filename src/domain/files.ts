/**
 * The organization's files screen (SPEC 6 permission key `files`; SPEC 7 `/api/document`): who may open
 * it and list the files, what kind each file is, and the name of a file uploaded before names were kept.
 */
import { ROLE_GROUPS, type AccessRequirement } from './roles';

export const FILES_PATH = '/apps/merchant/files';
export const FILES_ACCESS: AccessRequirement = { roles: ROLE_GROUPS.admin, permissionKey: 'files' };

/**
 * A private upload is a document attached to a record (an agreement's papers); a public one an image; a
 * contract (of the agreement that made the organization) and a report (a Z report) are PDFs the API makes
 * when they are downloaded.
 */
export type FileKind = 'attachment' | 'image' | 'contract' | 'report';

export const FILE_KINDS: readonly FileKind[] = ['attachment', 'image', 'contract', 'report'];

export interface OrganizationFile {
  id: string;
  /** The address the file is downloaded from (with the user's token for an attachment). */
  url: string;
  name: string;
  kind: FileKind;
  contentType: string;
  /** Bytes; null for a PDF made when it is downloaded. */
  size: number | null;
  createdAt: string;
}

/** The longest file name kept; a longer one is cut, keeping its extension. */
export const MAX_FILE_NAME = 200;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/* eslint-disable no-control-regex -- it exists to take control characters away */
const UNSHOWABLE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;
/* eslint-enable no-control-regex */

/**
 * A name fit to keep and show: no path, no control or bidirectional-override characters, at most
 * MAX_FILE_NAME characters; null when nothing is left.
 */
export function cleanFileName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const base = (raw.split(/[\\/]/).pop() ?? '').replace(UNSHOWABLE, '');
  const name = base.trim();
  if (!name) return null;
  if (name.length <= MAX_FILE_NAME) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, MAX_FILE_NAME - extension.length) + extension;
}

/** The name of a file uploaded without one: its kind and day, e.g. `bilaga-2026-03-02.pdf`. */
export function fallbackFileName(kind: FileKind, contentType: string, createdAt: string): string {
  const extension = EXTENSIONS[contentType] ?? 'bin';
  return `${kind === 'attachment' ? 'bilaga' : 'bild'}-${createdAt.slice(0, 10)}.${extension}`;
}
