import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../domain/feature-flags';
import { parseFeatureFlags } from './flags';
import { session } from '../providers/session';
import { createFeatureFlagStore, FEATURE_FLAGS_STORAGE_KEY, featureFlagStore, signedInUser } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('the session’s copy of the feature flags', () => {
  it('starts from the defaults and reads what the session stored', () => {
    expect(parseFeatureFlags(null)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(parseFeatureFlags('{"merchant-loan":false,"unknown":true,"merchant-giftcards":"no"}')).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      'merchant-loan': false,
    });
    expect(parseFeatureFlags('not json')).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('takes the API’s answer, keeps it for a reload and notifies subscribers only of a change', () => {
    const storage = memoryStorage();
    const store = createFeatureFlagStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.replace({ 'merchant-loan': false, 'merchant-giftcards': true });
    store.replace({ 'merchant-loan': false, 'merchant-giftcards': true });
    expect(store.get()).toEqual({ 'merchant-loan': false, 'merchant-giftcards': true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createFeatureFlagStore(storage).get()['merchant-loan']).toBe(false);
  });

  it('keeps the same object for an answer with the same flags (readers compare it by identity)', () => {
    const store = createFeatureFlagStore(memoryStorage());
    store.replace({ 'merchant-loan': false, 'merchant-giftcards': true });
    const first = store.get();
    store.replace({ 'merchant-loan': false, 'merchant-giftcards': true });
    expect(store.get()).toBe(first);
    store.replace({ 'merchant-loan': true, 'merchant-giftcards': true });
    expect(store.get()).not.toBe(first);
  });

  it('forgets the stored copy on reset', () => {
    const storage = memoryStorage({
      [FEATURE_FLAGS_STORAGE_KEY]: '{"user":null,"flags":{"merchant-giftcards":false}}',
    });
    const store = createFeatureFlagStore(storage);
    expect(store.get()['merchant-giftcards']).toBe(false);
    store.reset();
    expect(store.get()).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(storage.data.has(FEATURE_FLAGS_STORAGE_KEY)).toBe(false);
  });

  it('reads back only the copy of the user signed in now', () => {
    let user: string | null = 'anna';
    const storage = memoryStorage();
    createFeatureFlagStore(storage, () => user).replace({ ...DEFAULT_FEATURE_FLAGS, 'merchant-loan': false });
    expect(createFeatureFlagStore(storage, () => user).get()['merchant-loan']).toBe(false);
    user = 'bengt';
    expect(createFeatureFlagStore(storage, () => user).get()).toEqual(DEFAULT_FEATURE_FLAGS);
    user = null;
    expect(createFeatureFlagStore(storage, () => user).get()).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});

/** An access token as the API signs it, for its subject alone (the app reads it without checking the signature). */
const tokenOf = (sub: string) =>
  ['{"alg":"none"}', JSON.stringify({ sub })].map((part) => btoa(part).replace(/=+$/, '')).join('.') + '.x';
const signInAs = (sub: string) => {
  session.clear(); // as the authProvider's login does before it saves the new tokens
  session.saveTokens({ accessToken: tokenOf(sub), idToken: null, refreshToken: null });
};

describe('the feature flags of the tab’s session', () => {
  afterEach(() => {
    session.clear();
    featureFlagStore.reset();
  });

  it('a sign-out then a sign-in of another user never shows the first user’s flags', () => {
    const seen: boolean[] = [];
    const stop = featureFlagStore.subscribe(() => seen.push(featureFlagStore.get()['merchant-loan']));
    signInAs('anna');
    expect(signedInUser()).toBe('anna');
    featureFlagStore.replace({ ...DEFAULT_FEATURE_FLAGS, 'merchant-loan': false });
    expect(featureFlagStore.get()['merchant-loan']).toBe(false);

    session.end('logout');
    expect(featureFlagStore.get()).toEqual(DEFAULT_FEATURE_FLAGS);
    signInAs('bengt');
    expect(featureFlagStore.get()).toEqual(DEFAULT_FEATURE_FLAGS);
    stop();
    expect(seen).toEqual([false, true]);
  });

  it('another user signing in without a sign-out (a new sign-in on the login page) drops the copy too', () => {
    signInAs('anna');
    featureFlagStore.replace({ ...DEFAULT_FEATURE_FLAGS, 'merchant-giftcards': false });
    signInAs('bengt');
    expect(featureFlagStore.get()).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('keeps the copy while the same user enters an organization', () => {
    signInAs('anna');
    featureFlagStore.replace({ ...DEFAULT_FEATURE_FLAGS, 'merchant-loan': false });
    session.setOrganization({ id: 'org-1', name: 'Kaffebaren AB', selected: true });
    expect(featureFlagStore.get()['merchant-loan']).toBe(false);
  });
});
