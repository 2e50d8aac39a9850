/**
 * The message files' one language (issue 41): an import with `?locale=sv` holds no English text, one
 * with `?locale=en` no Swedish, for the catalogue's real files; a file of another shape is taken whole.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepLanguage } from './messagesOfOneLanguage';
import { ROOT } from './root';

const SHELL = path.join(ROOT, 'src/i18n/messages/shell.ts');
const RA = path.join(ROOT, 'src/i18n/messages/ra.ts');
const read = (file: string) => readFileSync(file, 'utf8');

describe('a message file with one language kept', () => {
  it('keeps the Swedish texts and drops the English ones', () => {
    const kept = keepLanguage(read(SHELL), SHELL, 'sv');
    expect(kept).toContain("copied: 'Länken är kopierad'");
    expect(kept).not.toMatch(/Copy link|Link copied/i);
    expect(kept).toMatch(/"en": \{\}/);
  });

  it('keeps the English texts and drops the Swedish ones', () => {
    const kept = keepLanguage(read(SHELL), SHELL, 'en');
    expect(kept).not.toContain('Länken är kopierad');
    expect(kept).toMatch(/"sv": \{\}/);
  });

  it('empties a language given as a shorthand property of its own constant', () => {
    const kept = keepLanguage(read(RA), RA, 'sv');
    expect(kept).toMatch(/const messages(: AreaMessages)? = \{ sv, "en": \{\} \}/);
  });

  it('takes a file built otherwise whole', () => {
    const code =
      "import { engineMessages } from './x';\nconst messages = engineMessages;\nexport default messages;\n";
    expect(keepLanguage(code, 'engine.ts', 'sv')).toBeNull();
  });
});
