/** A lazily loaded view that renders at once when loaded in advance, and is never mounted twice. */
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyView } from '../lazyView';

function deferredModule() {
  let resolve: () => void = () => undefined;
  let mounts = 0;
  function Page() {
    useEffect(() => {
      mounts += 1;
    }, []);
    return <p>the page</p>;
  }
  const promise = new Promise<{ default: typeof Page }>((done) => (resolve = () => done({ default: Page })));
  return { load: vi.fn(() => promise), resolve, mounts: () => mounts };
}

describe('lazyView', () => {
  it('suspends on a first render that comes before its module, then shows it', async () => {
    const module = deferredModule();
    const View = lazyView(module.load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => module.resolve());
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, when preloaded', async () => {
    const module = deferredModule();
    const View = lazyView(module.load);
    const preloaded = View.preload();
    module.resolve();
    await preloaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <View />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('keeps an instance that began before the module arrived: a later render does not mount the page again', async () => {
    const module = deferredModule();
    const View = lazyView(module.load);
    let rerender: () => void = () => undefined;
    function Parent() {
      const [count, setCount] = useState(0);
      rerender = () => setCount(count + 1);
      return (
        <Suspense fallback={<p>loading</p>}>
          <View />
        </Suspense>
      );
    }
    render(<Parent />);
    await act(async () => module.resolve());
    await screen.findByText('the page');
    act(() => rerender());
    act(() => rerender());
    expect(screen.getByText('the page')).toBeTruthy();
    expect(module.mounts()).toBe(1);
  });

  it('passes its props on to the loaded component', async () => {
    const View = lazyView<{ name: string }>(() =>
      Promise.resolve({ default: ({ name }: { name: string }) => <p>hello {name}</p> }),
    );
    await View.preload();
    render(<View name="Anna" />);
    expect(screen.getByText('hello Anna')).toBeTruthy();
  });

  it('a failed load is tried again by the next preload', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => <p>the page</p> });
    const View = lazyView(load);
    await expect(View.preload()).rejects.toThrow('offline');
    await View.preload();
    render(<View />);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
