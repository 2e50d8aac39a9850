/**
 * Documents an onboarding attaches (a supplement's papers): PDF, PNG or JPEG judged by their first
 * bytes, at most 5 MB each; at most 5 of them keeps one answer within SPEC 5's 25 MB.
 */
import { imageTypeOf } from './image';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  if (bytes.length > PDF.length && PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return imageTypeOf(bytes);
}
