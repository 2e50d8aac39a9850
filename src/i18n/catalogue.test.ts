/**
 * Every message file (src/i18n/messages/, resource folders' messages.ts, and so the labels of every
 * resource definition, see messages/resources.ts) has the same keys in sv and en, no empty text, and the
 * same placeholders.
 */
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { bundledMessages } from './bundledMessages';
import { messageFiles as files, type AreaMessages, type Messages } from './catalogue';
import { guestMessageFiles, guestMessages, mergeMessages } from './catalogueCore';
import { loadStartingCatalogue } from './loadCatalogue';
import { pageMessageFiles } from './pageMessageFiles';
import { wizardMessageFiles } from './wizardMessages';
import { resourceTextFiles } from '../resources/registry';
import { listLayoutMessages } from '../schema/ui/listLayoutMessages';

/** Files that load later: the pages' own texts (./pageMessages.ts), the wizards' (./wizardMessages.ts), the resource folders' (with their definitions), the list layout's (src/schema/ui/lazyTexts.tsx). */
const loadAll = async (
  found: Record<string, () => Promise<AreaMessages>>,
): Promise<Record<string, AreaMessages>> =>
  Object.fromEntries(
    await Promise.all(Object.entries(found).map(async ([path, load]) => [path, await load()] as const)),
  );
const pageFiles = await loadAll(pageMessageFiles);
const resourceFiles = await loadAll(resourceTextFiles);
const wizardFiles = await loadAll(wizardMessageFiles);

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
        '../resources/shared/messages.ts',
      ]),
    );
    expect(Object.keys(resourceFiles)).toEqual(
      expect.arrayContaining(['./organizations/messages.ts', './integration-syncs/messages.ts']),
    );
  });

  it('finds the pages’ own texts', () => {
    expect(Object.keys(pageFiles)).toEqual(
      expect.arrayContaining(['../pages/statistics/messages.ts', '../pages/loan/messages.ts']),
    );
  });

  describe.each(
    Object.entries({
      ...files,
      ...pageFiles,
      ...wizardFiles,
      ...resourceFiles,
      'engine/listLayout': listLayoutMessages,
    }),
  )('%s', (file, area) => {
    const sv = leaves(area.sv);
    // react-admin's texts: ours in Swedish, its own English (loaded with English) with ours over it.
    const en = leaves(
      file === './messages/ra.ts' ? mergeMessages(englishMessages as unknown as Messages, area.en) : area.en,
    );

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
    const total = Object.values({ ...files, ...wizardFiles }).reduce(
      (n, area) => n + leaves(area.sv).size,
      0,
    );
    expect(leaves(bundledMessages('sv')).size).toBe(total);
  });

  it("changes only react-admin's English texts it means to word otherwise", () => {
    const ours = leaves(files['./messages/ra.ts']!.en);
    const theirs = leaves(englishMessages as unknown as Messages);
    expect([...ours.keys()].filter((key) => !theirs.has(key))).toEqual([]);
    expect(leaves(bundledMessages('en')).get('ra.page.empty')).toBe('Nothing here yet.');
    expect(leaves(bundledMessages('en')).get('ra.action.save')).toBe('Save');
  });

  describe("the guest's part, which the login screen starts with (catalogueCore.ts)", () => {
    it('is a part of the whole catalogue', () => {
      for (const [file, area] of Object.entries(guestMessageFiles)) expect(files[file], file).toBe(area);
    });

    it.each(['sv', 'en'] as const)(
      'has, in %s, the texts of the login, sign-up, 404 and session screens',
      async (locale) => {
        const guest = leaves((await loadStartingCatalogue(locale, {})).messages);
        for (const key of [
          'auth.login.welcome',
          'auth.login.minLength',
          'auth.session.loggedOutElsewhere',
          'ra.validation.required',
          'ra.notification.logged_out',
          'pages.notFound.title',
          'pages.signup.title',
          'shell.loading',
          'shell.error.title',
        ])
          expect(guest.get(key), key).toBe(leaves(bundledMessages(locale)).get(key));
      },
    );

    it('holds none of the resources’ labels (they come with the registry)', async () => {
      expect(leaves(await guestMessages('en')).has('resources.apps/setting/stores.name')).toBe(false);
      expect([...leaves(bundledMessages('en')).keys()].some((key) => key.startsWith('resources.'))).toBe(
        true,
      );
    });
  });
});
