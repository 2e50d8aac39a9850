import { describe, expect, it, vi } from 'vitest';
import { loadStartingCatalogue } from './loadCatalogue';
import { remoteCatalogueUrl, toNestedMessages } from './remoteCatalogue';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const text = (messages: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);

describe('the starting catalogue', () => {
  it("has react-admin's English under ours in English, and none of it in Swedish", async () => {
    const english = (await loadStartingCatalogue('en', {})).messages;
    expect(text(english, 'ra.action.save')).toBe('Save');
    expect(text(english, 'ra.page.empty')).toBe('Nothing here yet.');
    const swedish = (await loadStartingCatalogue('sv', {})).messages;
    expect(text(swedish, 'ra.action.save')).toBe('Spara');
    expect(text(swedish, 'ra.page.empty')).not.toBe('Nothing here yet.');
  });
});

describe('remote catalogue', () => {
  it('is off without a URL: bundled messages, no request', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const result = await loadStartingCatalogue('en', {}, fetchImpl);
    expect(result.remote).toBe('off');
    expect(result.locale).toBe('en');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks for the provider language code with the bearer token and merges over the bundled catalogue', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ 'ra.action.save': 'Spara nu' }));
    const result = await loadStartingCatalogue(
      'sv',
      { url: 'https://tr.example/download/{language}.json', token: 't0k' },
      fetchImpl,
    );
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://tr.example/download/SE.json');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer t0k');
    expect(result.remote).toBe('merged');
    const ra = result.messages.ra as Record<string, Record<string, string>>;
    expect(ra.action?.save).toBe('Spara nu');
    expect(ra.action?.cancel).toBe('Avbryt');
  });

  it.each([
    ['an error status', () => Promise.resolve(jsonResponse({}, 500))],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['a body that is not an object', () => Promise.resolve(jsonResponse(['x']))],
  ])('falls back to the default language on %s', async (_name, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await loadStartingCatalogue(
      'en',
      { url: 'https://tr.example/dl' },
      vi.fn<typeof fetch>(answer),
    );
    expect(result).toMatchObject({ locale: 'sv', remote: 'failed' });
    expect((result.messages.ra as Record<string, Record<string, string>>).action?.save).toBe('Spara');
    warn.mockRestore();
  });

  it('adds the language as a query parameter when the URL has no placeholder', () => {
    expect(remoteCatalogueUrl('https://tr.example/dl?format=json', 'en')).toBe(
      'https://tr.example/dl?format=json&language=EN',
    );
  });

  it('turns flat dotted keys into nested messages', () => {
    expect(toNestedMessages({ 'a.b': 'x', a: { c: 'y' }, d: 'z' })).toEqual({
      a: { b: 'x', c: 'y' },
      d: 'z',
    });
  });
});
