/**
 * MUI's Tooltip, loaded the first time a tooltip is wanted (the mouse over its element) rather than with
 * the page: the real one brings Popper and @popperjs with it, some 15 KiB gzip that the top bar and the
 * menu carried for their icon buttons' tooltips. The build resolves every import of MUI's Tooltip to this
 * one (build/lazyTooltip.ts), react-admin's buttons included.
 *
 * Until then the element shows as it would inside the real one: named by the title as MUI names it (an
 * `aria-label` when the title is text), with the props MUI hands it (class, style, data attributes). The
 * real Tooltip takes the element over when the mouse comes over it (opened at once), the first time once
 * its chunk has come. Taking over mounts the element again, so it never happens once the element has been
 * pressed or focused since the mouse came (a click would be lost between its press and its release, the
 * focus lost, a menu it opened anchored to a removed node): then the next hover does it. A touch shows no
 * tooltip until then; a tooltip its caller opens (`open`) takes over when opened.
 */
import {
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { TooltipProps } from '@mui/material/Tooltip';
import { loadOnce } from '../schema/ui/lazyPart';

type RealTooltip = ComponentType<TooltipProps>;

const tooltip = loadOnce(() => import('./realTooltip').then((module) => module.default as RealTooltip));

type Handler = ((event: never) => void) | undefined;
const both =
  (first: Handler, second: (event: SyntheticEvent) => void) =>
  (event: SyntheticEvent): void => {
    (first as ((event: SyntheticEvent) => void) | undefined)?.(event);
    second(event);
  };

export function LazyTooltip(props: TooltipProps) {
  const {
    arrow: _arrow,
    children,
    classes: _classes,
    components: _components,
    componentsProps: _componentsProps,
    describeChild,
    disableFocusListener: _disableFocusListener,
    disableHoverListener,
    disableInteractive: _disableInteractive,
    disableTouchListener: _disableTouchListener,
    enterDelay: _enterDelay,
    enterNextDelay: _enterNextDelay,
    enterTouchDelay: _enterTouchDelay,
    followCursor: _followCursor,
    id: _id,
    leaveDelay: _leaveDelay,
    leaveTouchDelay: _leaveTouchDelay,
    onClose,
    onOpen,
    open: openProp,
    placement: _placement,
    PopperComponent: _PopperComponent,
    PopperProps: _PopperProps,
    slotProps: _slotProps,
    slots: _slots,
    title,
    TransitionComponent: _TransitionComponent,
    TransitionProps: _TransitionProps,
    ...other
  } = props;
  const [Real, setReal] = useState<RealTooltip | null>(() => tooltip.current());
  /**
   * `taken`: the real one has the element for good (or was there at the first render); `wanted`: the
   * mouse came over the element and it has been neither pressed nor focused since.
   */
  const [state, setState] = useState(() => ({
    taken: tooltip.current() !== null,
    wanted: false,
    open: false,
  }));
  const controlled = openProp !== undefined;

  // Taking over commits at once (flushSync), between two input events: never between a press and its
  // release, which would lose the click.
  const arrive = (component: RealTooltip) =>
    flushSync(() => {
      setReal(() => component);
      setState((current) => (current.wanted ? { taken: true, wanted: false, open: true } : current));
    });
  // A tooltip its caller opens and closes: the real one as soon as it has come.
  useEffect(() => {
    if (!controlled || Real) return;
    let live = true;
    tooltip.load().then(
      (component) => live && setReal(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [controlled, Real]);

  if (Real && (state.taken || controlled))
    return controlled ? (
      <Real {...props} />
    ) : (
      <Real
        {...props}
        open={state.open}
        onOpen={(event) => {
          setState((current) => ({ ...current, open: true }));
          onOpen?.(event);
        }}
        onClose={(event) => {
          setState((current) => ({ ...current, open: false }));
          onClose?.(event);
        }}
      />
    );
  if (!isValidElement(children)) return children;
  if (title === '' || title === null || title === undefined) return children;
  const child = children as ReactElement<Record<string, unknown>>;
  const own = child.props;
  const named = !describeChild && typeof title === 'string' ? { 'aria-label': title } : {};
  const unwant = () => setState((current) => ({ ...current, wanted: false }));
  return cloneElement(child, {
    ...named,
    ...other,
    ...own,
    className: [other.className, own.className].filter(Boolean).join(' ') || undefined,
    onPointerEnter: both(own.onPointerEnter as Handler, (event) => {
      const { pointerType, currentTarget } = event as PointerEvent<Element>;
      if (pointerType !== 'mouse' || disableHoverListener) return;
      // Focused, or a menu it opened is open: taken over on a later hover.
      if (currentTarget.contains(document.activeElement)) return;
      if (currentTarget.getAttribute('aria-expanded') === 'true') return;
      setState((current) => ({ ...current, wanted: true }));
      const loaded = tooltip.current();
      if (loaded) arrive(loaded);
      else tooltip.load().then(arrive, () => undefined);
    }),
    onPointerLeave: both(own.onPointerLeave as Handler, unwant),
    onPointerDown: both(own.onPointerDown as Handler, unwant),
    onFocus: both(own.onFocus as Handler, unwant),
  });
}
