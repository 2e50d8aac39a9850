/**
 * A view that loads lazily and can be loaded before it first renders. React's `lazy()` suspends on its
 * first render even when its module has already arrived (the import's promise settles a task later):
 * the layout's Suspense shows the loading overlay, and React keeps a shown fallback for at least 300 ms
 * before it reveals what replaced it. The resources' views are rendered only once loaded
 * (`isLoaded()`, resourceElements.tsx `gated`), so they never suspend; `preload()` loads one in advance
 * (the page a cold load opens, a menu entry's prefetch).
 */
import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from './lazyPart';

export type LazyView<P extends object = object> = FunctionComponent<P> & {
  /** Loads the view's module; rejects as the import does (a later call tries again). */
  preload(): Promise<void>;
  /** Whether its module is in: then it renders at once, without suspending. */
  isLoaded(): boolean;
};

/** `P`: the props the view passes on (none for a whole view; an input's for src/schema/ui/kinds/inputs.tsx). */
export function lazyView<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyView<P> {
  const view = loadOnce(() => load().then((module) => module.default));
  const Lazy = lazy(async () => ({ default: await view.load() }));
  function View(props: P) {
    // Chosen once per instance: one that began as the lazy stays it, and is not mounted again later.
    const [Component] = useState<ComponentType<P>>(
      () => view.current() ?? (Lazy as unknown as ComponentType<P>),
    );
    return <Component {...props} />;
  }
  return Object.assign(View, {
    preload: async () => void (await view.load()),
    isLoaded: () => view.current() !== null,
  });
}

export const isLazyView = (component: ComponentType | undefined): component is LazyView =>
  typeof (component as Partial<LazyView> | undefined)?.preload === 'function';
