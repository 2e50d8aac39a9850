/**
 * A component whose code loads the first time it is wanted rather than with the page. The build resolves
 * some of MUI's and react-admin's imports to such components (build/lazyMui.ts,
 * `lazyListParts`): a closed dialog or menu renders nothing, so nothing of its code is needed until it
 * opens. The load ends in a plain state update rather than a Suspense boundary, which React would hold
 * back for up to 300 ms after it resolves (a menu opened that much late).
 */
import { useEffect, useState, type ComponentType } from 'react';

/** A module loaded once, kept once it has come; a failed load is tried again the next time. */
export function loadOnce<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  return {
    current: (): M | null => loaded,
    load: (): Promise<M> =>
      (loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/**
 * `module`'s current value once `wanted` has been true (it stays rendered after that), and whether its
 * load failed. A failed load is tried again at the user's next press or key (the network back, the same
 * button pressed again), and when the component mounts anew.
 */
export function useLoadState<M>(
  module: ReturnType<typeof loadOnce<M>>,
  wanted: boolean,
): { loaded: M | null; failed: boolean } {
  const [own, setOwn] = useState(() => module.current());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  const current = own ?? module.current();
  useEffect(() => {
    if (current || !seen) return;
    let live = true;
    const retry = () => {
      if (!live) return;
      setFailed(false);
      setAttempt((n) => n + 1);
    };
    const RETRY_ON = ['pointerdown', 'keydown'] as const;
    module.load().then(
      (loaded) => live && setOwn(() => loaded),
      () => {
        if (!live) return;
        setFailed(true);
        for (const type of RETRY_ON) window.addEventListener(type, retry, { once: true, capture: true });
      },
    );
    return () => {
      live = false;
      for (const type of RETRY_ON) window.removeEventListener(type, retry, { capture: true });
    };
  }, [module, current, seen, attempt]);
  return { loaded: seen ? current : null, failed: seen && !current && failed };
}

/** `module`'s current value once `wanted` has been true (it stays rendered after that). */
export function useLoaded<M>(module: ReturnType<typeof loadOnce<M>>, wanted: boolean): M | null {
  return useLoadState(module, wanted).loaded;
}

/**
 * `name` of `module`, rendered from the first time `open` is true on: until then nothing, as MUI's
 * overlays render when closed (a `keepMounted` one mounts its content at its first opening instead).
 */
export function lazyWhenOpen<M, P extends { open?: boolean }>(
  module: ReturnType<typeof loadOnce<M>>,
  name: keyof M & string,
): ComponentType<P> {
  function LazyWhenOpen(props: P) {
    const loaded = useLoaded(module, Boolean(props.open));
    if (!loaded) return null;
    const Real = loaded[name] as unknown as ComponentType<P>;
    return <Real {...props} />;
  }
  LazyWhenOpen.displayName = `Lazy${name}`;
  return LazyWhenOpen;
}

/** `name` of `module`, loaded when first rendered (nothing until it has come). */
export function lazyWhenRendered<M, P extends object>(
  module: ReturnType<typeof loadOnce<M>>,
  name: keyof M & string,
): ComponentType<P> {
  function LazyWhenRendered(props: P) {
    const loaded = useLoaded(module, true);
    if (!loaded) return null;
    const Real = loaded[name] as unknown as ComponentType<P>;
    return <Real {...props} />;
  }
  LazyWhenRendered.displayName = `Lazy${name}`;
  return LazyWhenRendered;
}
