/** A file chosen in the browser is refused naming its size or type and the limit (issue 39 item 6). */
import { describe, expect, it } from 'vitest';
import { localizedParams } from '../format';
import { chosenFileIssue, megabytes } from './upload';

const MB = 1024 * 1024;

describe('a chosen file', () => {
  it('over the limit: its size and the limit in megabytes, rounded up to a tenth', () => {
    expect(chosenFileIssue({ size: 3.05 * MB, type: 'image/png' }, ['image/png'], 2 * MB)).toEqual({
      key: 'validation.file_too_large',
      params: { size: 3.1, max: 2 },
    });
    // Just over the limit never reads as the limit itself.
    expect(megabytes(2 * MB + 1)).toBe(2.1);
    expect(chosenFileIssue({ size: 2 * MB, type: 'image/png' }, ['image/png'], 2 * MB)).toBeNull();
  });

  it('of another type: its type (or its name’s ending when the browser knows none) and the types taken', () => {
    const accept = ['application/pdf', 'image/png', 'image/jpeg'];
    expect(chosenFileIssue({ size: 10, type: 'image/gif' }, ['image/png'], MB)).toEqual({
      key: 'validation.file_type_chosen',
      params: { type: 'GIF', accepted: 'PNG' },
    });
    expect(chosenFileIssue({ size: 10, type: '', name: 'avtal.docx' }, accept, MB)?.params).toEqual({
      type: 'DOCX',
      accepted: 'PDF, PNG, JPEG',
    });
  });
});

describe('numbers in a message', () => {
  it('a fraction is written as the language writes it; whole numbers and texts stay', () => {
    expect(localizedParams({ size: 3.1, max: 2, smart_count: 1000, name: '1.5' }, 'sv')).toEqual({
      size: '3,1',
      max: 2,
      smart_count: 1000,
      name: '1.5',
    });
    expect(localizedParams({ size: 3.1 }, 'en')).toEqual({ size: '3.1' });
  });
});
