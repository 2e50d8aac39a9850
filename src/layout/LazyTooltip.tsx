/**
 * MUI's Tooltip, loaded the first time a tooltip is wanted (the pointer over its element, its focus, a
 * touch) rather than with the page: the real one brings Popper and @popperjs with it, some 15 KiB gzip
 * that the top bar and the menu carried for their icon buttons' tooltips. The build resolves every
 * import of MUI's Tooltip to this one (vite.config.ts `lazyTooltip`), react-admin's buttons included.
 *
 * Until then the element shows as it would inside the real one, named by the title as MUI names it (an
 * `aria-label` when the title is text). Once loaded the real Tooltip takes the element, opened at once
 * if the pointer is over it. Taking it mounts the element again, so that never happens while it is
 * pressed (a click would be lost between its press and its release) or has the focus (it would lose
 * it): then the real one takes over when that ends, and shows from the next hover or focus.
 */
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

type RealTooltip = ComponentType<TooltipProps>;

let loaded: RealTooltip | null = null;
let loading: Promise<RealTooltip> | null = null;
const loadTooltip = (): Promise<RealTooltip> =>
  (loading ??= import('./realTooltip').then(
    (module) => (loaded = module.default as RealTooltip),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

type Handler = ((event: never) => void) | undefined;
const both =
  (first: Handler, second: (event: SyntheticEvent) => void) =>
  (event: SyntheticEvent): void => {
    (first as ((event: SyntheticEvent) => void) | undefined)?.(event);
    second(event);
  };

export function LazyTooltip(props: TooltipProps) {
  const { children, title, open: openProp, onOpen, onClose, describeChild } = props;
  const [Real, setReal] = useState<RealTooltip | null>(() => loaded);
  /** The pointer is over the element: the real one opens at once when it takes over. */
  const [hovered, setHovered] = useState(false);
  /** Pressed or focused: the element is not mounted again until that ends (a click, the focus kept). */
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const controlled = openProp !== undefined;

  const load = useCallback(() => {
    loadTooltip().then(
      (component) => setReal(() => component),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (controlled && openProp && !Real) load();
  }, [controlled, openProp, Real, load]);
  useEffect(() => {
    if (!pressed) return;
    // After the release's click has been dispatched (the same task): a task later, not a microtask.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      timer = setTimeout(() => setPressed(false));
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [pressed]);

  if (Real && !pressed && !focused)
    return controlled ? (
      <Real {...props} />
    ) : (
      <Real
        {...props}
        open={open || hovered}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          setHovered(false);
          onClose?.(event);
        }}
      />
    );
  if (!isValidElement(children)) return children;
  if (title === '' || title === null || title === undefined) return children;
  const child = children as ReactElement<Record<string, unknown>>;
  const own = child.props;
  const named =
    !describeChild && typeof title === 'string' && own['aria-label'] === undefined
      ? { 'aria-label': title }
      : {};
  return cloneElement(child, {
    ...named,
    onMouseOver: both(own.onMouseOver as Handler, () => {
      setHovered(true);
      load();
    }),
    onMouseLeave: both(own.onMouseLeave as Handler, () => setHovered(false)),
    onPointerDown: both(own.onPointerDown as Handler, () => {
      setPressed(true);
      load();
    }),
    onFocus: both(own.onFocus as Handler, (event) => {
      if ((event as FocusEvent).target !== (event as FocusEvent).currentTarget) return;
      setFocused(true);
      load();
    }),
    onBlur: both(own.onBlur as Handler, () => setFocused(false)),
  });
}
