import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../domain/feature-flags';
import { parseFeatureFlags } from './flags';
import { createFeatureFlagStore, FEATURE_FLAGS_STORAGE_KEY } from './store';

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

  it('forgets the stored copy on reset', () => {
    const storage = memoryStorage({ [FEATURE_FLAGS_STORAGE_KEY]: '{"merchant-giftcards":false}' });
    const store = createFeatureFlagStore(storage);
    expect(store.get()['merchant-giftcards']).toBe(false);
    store.reset();
    expect(store.get()).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(storage.data.has(FEATURE_FLAGS_STORAGE_KEY)).toBe(false);
  });
});
