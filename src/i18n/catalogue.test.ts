/**
 * Every message file (src/i18n/messages/, resource folders' messages.ts, and so the labels of every
 * resource definition, see messages/resources.ts) has the same keys in sv and en, no empty text, and the
 * same placeholders.
 */
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { bundledMessages, messageFiles as files, type Messages } from './catalogue';

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path).forEach((text, leaf) => out.set(leaf, text));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
/** react-admin shows a blank for a null boolean on purpose. */
const INTENTIONALLY_BLANK = new Set(['ra.boolean.null']);

describe('message catalogues', () => {
  it('finds the message files', () => {
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        './messages/ra.ts',
        './messages/shell.ts',
        './messages/engine.ts',
        '../resources/organizations/messages.ts',
      ]),
    );
  });

  describe.each(Object.entries(files))('%s', (_file, area) => {
    const sv = leaves(area.sv);
    const en = leaves(area.en);

    it('has the same keys in Swedish and English', () => {
      expect([...sv.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has no empty text', () => {
      for (const [key, text] of [...sv, ...en]) {
        if (!INTENTIONALLY_BLANK.has(key)) expect(text.trim(), key).not.toBe('');
      }
    });

    it('uses the same placeholders and plural forms in both languages', () => {
      for (const [key, text] of sv) {
        const english = en.get(key) ?? '';
        expect(placeholders(text), key).toEqual(placeholders(english));
        expect(text.split('||||').length, key).toBe(english.split('||||').length);
      }
    });
  });

  it('translates every react-admin message into Swedish', () => {
    const sv = leaves(bundledMessages('sv'));
    const ra = leaves(englishMessages as unknown as Messages);
    const missing = [...ra.keys()].filter((key) => !sv.has(key));
    expect(missing).toEqual([]);
  });

  it('merges the areas without one overwriting another', () => {
    const total = Object.values(files).reduce((n, area) => n + leaves(area.en).size, 0);
    expect(leaves(bundledMessages('en')).size).toBe(total);
  });
});
