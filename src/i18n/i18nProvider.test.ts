/**
 * The i18nProvider starts with the guest's part of the catalogue (the login screen's) and takes the rest
 * from the signed-in app when it has loaded (src/loadSignedInApp.ts).
 */
import { describe, expect, it } from 'vitest';
import { bundledMessages } from './bundledMessages';
import { messageFiles } from './catalogue';
import { guestMessages, mergeMessages, type AreaMessages, type Messages } from './catalogueCore';
import { createI18nProvider } from './i18nProvider';

const STORES = 'resources.apps/setting/stores.name';
const text = (messages: Messages, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const missing = { _: 'missing' };

describe('the i18nProvider and the signed-in app’s messages', () => {
  it('knows the resources’ labels only once they are added, in the language it is in', async () => {
    const provider = createI18nProvider({ locale: 'en', messages: await guestMessages('en'), remote: 'off' });
    expect(provider.translate(STORES, missing)).toBe('missing');
    expect(provider.translate('auth.login.welcome')).toBe(text(bundledMessages('en'), 'auth.login.welcome'));

    await provider.addMessages(messageFiles);
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate(STORES, { smart_count: 2 })).not.toBe(STORES);
    expect(provider.translate('auth.login.welcome')).toBe(text(bundledMessages('en'), 'auth.login.welcome'));
  });

  it('keeps them across a change of language', async () => {
    const provider = createI18nProvider({ locale: 'en', messages: await guestMessages('en'), remote: 'off' });
    await provider.addMessages(messageFiles);
    const english = provider.translate(STORES, { smart_count: 1 });
    await provider.changeLocale('sv');
    expect(provider.getLocale()).toBe('sv');
    const swedish = provider.translate(STORES, { smart_count: 1 });
    expect(swedish).not.toBe(STORES);
    expect(swedish).not.toBe(english);
  });

  it('lets a remote text win over an added one', async () => {
    const remote: Messages = { resources: { 'apps/setting/stores': { name: 'Från fjärrkatalogen' } } };
    const provider = createI18nProvider({
      locale: 'sv',
      messages: mergeMessages(await guestMessages('sv'), remote),
      remote: 'merged',
    });
    await provider.addMessages(messageFiles);
    expect(provider.translate(STORES)).toBe('Från fjärrkatalogen');
    expect(provider.translate('resources.apps/setting/Warehouses.name', missing)).not.toBe('missing');
  });

  it('merges the files added later into the catalogue built so far, not every file again', async () => {
    let reads = 0;
    const counted = (texts: Messages): AreaMessages => ({
      get sv() {
        reads += 1;
        return texts;
      },
      en: texts,
    });
    const provider = createI18nProvider({ locale: 'sv', messages: await guestMessages('sv'), remote: 'off' });
    await provider.addMessages({ './a.ts': counted({ x: { a: 'A', shared: 'från a' } }) });
    const readsOfTheFirst = reads;
    await provider.addMessages({ './b.ts': { sv: { x: { b: 'B', shared: 'från b' } }, en: {} } });
    await provider.addMessages({ './c.ts': { sv: { x: { c: 'C' } }, en: {} } });
    expect(reads).toBe(readsOfTheFirst);
    // The same catalogue as all at once: every file's texts, a later file's over an earlier one's.
    expect(['x.a', 'x.b', 'x.c', 'x.shared'].map((key) => provider.translate(key))).toEqual([
      'A',
      'B',
      'C',
      'från b',
    ]);
    expect(provider.translate('auth.login.welcome')).toBe(text(bundledMessages('sv'), 'auth.login.welcome'));
  });

  it('loads the added files’ English only when English is shown, once', async () => {
    const swedishOnly = { './messages/x.ts': { sv: { x: { title: 'Butiker' } }, en: {} } };
    let loads = 0;
    const english = async () => {
      loads += 1;
      return { './messages/x.ts': { sv: {}, en: { x: { title: 'Stores' } } } };
    };
    const provider = createI18nProvider({ locale: 'sv', messages: await guestMessages('sv'), remote: 'off' });
    await provider.addMessages(swedishOnly, english);
    expect(provider.translate('x.title')).toBe('Butiker');
    expect(loads).toBe(0);

    await provider.changeLocale('en');
    expect(provider.translate('x.title')).toBe('Stores');
    expect(provider.translate('auth.login.welcome')).toBe(text(bundledMessages('en'), 'auth.login.welcome'));
    await provider.changeLocale('sv');
    await provider.changeLocale('en');
    expect(provider.translate('x.title')).toBe('Stores');
    expect(loads).toBe(1);
  });
});
