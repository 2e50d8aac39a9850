/**
 * Documents an onboarding attaches (a supplement's papers): PDF, PNG or JPEG judged by their first
 * bytes, at most 5 MB each; at most 5 of them keeps one answer within SPEC 5's 25 MB.
 */
import { imageTypeOf } from './image';
import type { ValueRule } from './rule';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function documentTypeOf(bytes: Uint8Array): DocumentType | null {
  if (bytes.length > PDF.length && PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  return imageTypeOf(bytes);
}

/** The address the upload endpoints answer: a file the API judged itself. */
const UPLOAD_ADDRESS = /^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/;

/**
 * An attachment is a file uploaded here, never a link elsewhere or bytes inline: a reviewer opens it.
 * A new file in the browser (`rawFile`) passes; it is uploaded before the record is sent.
 */
export const uploadedHereRule: ValueRule<unknown> = {
  messages: {
    'validation.document.uploaded_here': {
      en: 'Attach a file uploaded here',
      sv: 'Bifoga en fil som laddats upp här',
    },
  },
  check: (value) => {
    if (typeof value !== 'object' || value === null || 'rawFile' in value) return null;
    const { src } = value as { src?: unknown };
    return typeof src === 'string' && UPLOAD_ADDRESS.test(src) ? null : 'validation.document.uploaded_here';
  },
};
