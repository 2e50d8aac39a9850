/**
 * MUI's Tooltip, loaded the first time a tooltip is wanted (the pointer over its element, its focus, a
 * touch) rather than with the page: the real one brings Popper and @popperjs with it, some 15 KiB gzip
 * that the top bar and the menu carried for their icon buttons' tooltips. The build resolves every
 * import of MUI's Tooltip to this one (vite.config.ts `lazyTooltip`), react-admin's buttons included.
 *
 * Until then the element shows as it would inside the real one, named by the title as MUI names it (an
 * `aria-label` when the title is text). Once loaded the real Tooltip takes the element, opened at once
 * for the hover or focus that asked for it; the element is mounted again under it, so one that had the
 * focus gets it back.
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

type RealTooltip = ComponentType<TooltipProps & { ref?: (node: HTMLElement | null) => void }>;

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
  const { children, title, open: openProp, onOpen, onClose, describeChild, disableFocusListener } = props;
  const [Real, setReal] = useState<RealTooltip | null>(() => loaded);
  const [open, setOpen] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const controlled = openProp !== undefined;

  const want = useCallback((event: SyntheticEvent) => {
    setOpen(true);
    if (event.type === 'focus') setRefocus(true);
    loadTooltip().then(
      (component) => setReal(() => component),
      () => undefined,
    );
  }, []);
  const unwant = useCallback(() => {
    setOpen(false);
    setRefocus(false);
  }, []);
  useEffect(() => {
    if (controlled && openProp && !Real)
      loadTooltip().then(
        (component) => setReal(() => component),
        () => undefined,
      );
  }, [controlled, openProp, Real]);
  const focusAgain = useCallback(
    (node: HTMLElement | null) => {
      if (node && refocus && node !== document.activeElement) node.focus();
    },
    [refocus],
  );

  if (Real)
    return controlled ? (
      <Real {...props} ref={focusAgain} />
    ) : (
      <Real
        {...props}
        ref={focusAgain}
        open={open}
        onOpen={(event) => {
          setOpen(true);
          onOpen?.(event);
        }}
        onClose={(event) => {
          setOpen(false);
          onClose?.(event);
        }}
      />
    );
  if (!isValidElement(children)) return children;
  const child = children as ReactElement<Record<string, unknown>>;
  const own = child.props;
  const named =
    !describeChild && typeof title === 'string' && title !== '' && own['aria-label'] === undefined
      ? { 'aria-label': title }
      : {};
  if (title === '' || title === null || title === undefined) return child;
  return cloneElement(child, {
    ...named,
    onMouseOver: both(own.onMouseOver as Handler, want),
    onMouseLeave: both(own.onMouseLeave as Handler, unwant),
    onTouchStart: both(own.onTouchStart as Handler, want),
    ...(disableFocusListener
      ? {}
      : {
          onFocus: both(own.onFocus as Handler, (event) => {
            if ((event as FocusEvent).target === (event as FocusEvent).currentTarget) want(event);
          }),
          onBlur: both(own.onBlur as Handler, unwant),
        }),
  });
}
