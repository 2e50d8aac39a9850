/**
 * The flags as the signed-in app's layout hands them to the engine (src/SignedInApp.tsx): an answer of
 * the API with the flags the session already had (each cold load's) leaves the engine's context as it
 * was, so the next render of the layout (the first menu move) does not render every menu entry and the
 * open view again.
 */
import { act, render } from '@testing-library/react';
import { memo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { THINGS } from '../schema/__fixtures__/things';
import { defineResource } from '../schema/define-resource';
import { createRegistry } from '../schema/registry-core';
import { EngineProvider, useRegistry } from '../schema/ui/EngineContext';
import { featureFlagStore } from './store';
import { useFeatureFlags } from './useFeatureFlags';

const registry = createRegistry([
  defineResource({
    ...THINGS,
  }),
]);

afterEach(() => featureFlagStore.reset());

describe('the feature flags under the engine', () => {
  it('keep the engine’s context when the API answers the flags the session had, and change it when a flag changes', () => {
    let reads = 0;
    const Reader = memo(function Reader() {
      reads += 1;
      return <span>{useRegistry().registrations.length}</span>;
    });
    let rerender: () => void = () => undefined;
    function Shell() {
      const [count, setCount] = useState(0);
      const { flags } = useFeatureFlags();
      rerender = () => setCount(count + 1);
      return (
        <EngineProvider registry={registry} flags={flags}>
          <Reader />
        </EngineProvider>
      );
    }
    render(<Shell />);
    act(() => featureFlagStore.replace({ ...featureFlagStore.get() }));
    act(() => rerender());
    expect(reads).toBe(1);

    act(() => featureFlagStore.replace({ ...featureFlagStore.get(), 'merchant-loan': false }));
    expect(reads).toBe(2);
  });
});
