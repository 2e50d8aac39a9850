/** The engine's context keeps one value while its registry and components stay the same. */
import { act, render } from '@testing-library/react';
import { memo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { THINGS } from '../../__fixtures__/things';
import { defineResource } from '../../define-resource';
import { createRegistry } from '../../registry-core';
import { EngineProvider, useRegistry } from '../EngineContext';

const registry = createRegistry([
  defineResource({
    ...THINGS,
  }),
]);

describe('EngineProvider', () => {
  it('re-renders a memoized reader only when what it provides changes, not with every render above it', () => {
    let reads = 0;
    const Reader = memo(function Reader() {
      reads += 1;
      return <span>{useRegistry().registrations.length}</span>;
    });
    let rerender: () => void = () => undefined;
    function Shell() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return (
        <EngineProvider registry={registry}>
          <Reader />
        </EngineProvider>
      );
    }
    const { container } = render(<Shell />);
    expect(container.textContent).toBe('1');
    expect(reads).toBe(1);
    act(() => rerender());
    act(() => rerender());
    expect(reads).toBe(1);
  });
});
