/** Uploads (images, files): accepted types and size (SPEC 5, "Files and text limits"). */

/**
 * An upload value is `{ src, title? }`: `src` the address of an upload (POST
 * /infrastructure/3.0/image/upload), a data URL (a new upload sent inline) or an https address. In the browser a new upload also carries `rawFile` (a File).
 */
export type UploadProblem = 'not_object' | 'type' | 'size' | null;

/** The address the upload endpoint answers (SPEC 7); the API checks the upload it names. */
const UPLOAD_ADDRESS = /^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/;

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** PNG files start with these 8 bytes; a file named .png that does not is refused. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function base64Bytes(data: string, count: number): number[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of data) {
    if (char === '=' || bytes.length >= count) break;
    buffer = (buffer << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

export function dataUrlSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function uploadProblem(value: unknown, accept: readonly string[], maxBytes: number): UploadProblem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not_object';
  const { src, rawFile } = value as { src?: unknown; rawFile?: unknown };
  if (typeof rawFile === 'object' && rawFile !== null && 'size' in rawFile && 'type' in rawFile) {
    const file = rawFile as { size: number; type: string };
    if (!accept.includes(file.type)) return 'type';
    return file.size > maxBytes ? 'size' : null;
  }
  if (typeof src !== 'string') return 'not_object';
  if (src.startsWith('https://') || UPLOAD_ADDRESS.test(src)) return null;
  const match = DATA_URL.exec(src);
  if (!match) return 'type';
  const [, type = '', data = ''] = match;
  if (!accept.includes(type)) return 'type';
  if (dataUrlSize(data) > maxBytes) return 'size';
  if (type === 'image/png') {
    const head = base64Bytes(data, 8);
    if (head.length < 8 || head.some((byte, i) => byte !== PNG_SIGNATURE[i])) return 'type';
  }
  return null;
}

/** Megabytes for a message, rounded up to a tenth: a file of 2.01 MB over a 2 MB limit reads "2.1 MB". */
export const megabytes = (bytes: number): number => Math.ceil((bytes / (1024 * 1024)) * 10) / 10;

/** A type as people name it: `image/png` is PNG. */
const typeName = (type: string) => (type.split('/')[1] ?? type).toUpperCase();

export const CHOSEN_FILE_MESSAGES = {
  'validation.file_too_large': {
    en: 'The file is %{size} MB; at most %{max} MB',
    sv: 'Filen är %{size} MB; högst %{max} MB',
  },
  'validation.file_type_chosen': {
    en: 'The file is of type %{type}; accepted: %{accepted}',
    sv: 'Filen är av typen %{type}; tillåtna: %{accepted}',
  },
} as const;

/**
 * Why a file chosen in the browser (a drop zone's `rawFile`, before it is uploaded) is refused, naming
 * its size or type and the limit; null when the field takes it. The upload itself is judged again by its
 * bytes on the server.
 */
export function chosenFileIssue(
  file: { size: number; type: string; name?: string },
  accept: readonly string[],
  maxBytes: number,
): { key: keyof typeof CHOSEN_FILE_MESSAGES; params: Record<string, string | number> } | null {
  if (!accept.includes(file.type)) {
    const extension = /\.(\w{1,10})$/.exec(file.name ?? '')?.[1];
    return {
      key: 'validation.file_type_chosen',
      params: {
        type: file.type ? typeName(file.type) : (extension?.toUpperCase() ?? '?'),
        accepted: accept.map(typeName).join(', '),
      },
    };
  }
  if (file.size > maxBytes)
    return {
      key: 'validation.file_too_large',
      params: { size: megabytes(file.size), max: megabytes(maxBytes) },
    };
  return null;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} kB`;
}
