/**
 * MUI's TouchRipple (the ink of a pressed button) with react-transition-group's TransitionGroup, loaded
 * the first time a button is pressed or focused rather than with the page (some 3 KiB gzip). MUI's
 * ButtonBase already mounts its ripple only then; the build resolves its import of TouchRipple to this
 * (build/lazyMui.ts). The ripple's actions are handed to ButtonBase at once and reach the
 * real one once it has come: the very first press shows no ink, but a keyboard focus's pulse (for many
 * buttons the only sign of focus) is played as soon as the real one is there.
 */
import { useImperativeHandle, useRef, type ComponentType, type Ref, type RefAttributes } from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { loadOnce, useLoaded } from '../schema/ui/lazyPart';

const ripple = loadOnce(() => import('./realTouchRipple'));

export function LazyTouchRipple({ ref, ...props }: TouchRippleProps & { ref?: Ref<TouchRippleActions> }) {
  const loaded = useLoaded(ripple, true);
  const real = useRef<TouchRippleActions | null>(null);
  /** A focus's pulse asked for before the real ripple came. */
  const pendingPulse = useRef(false);
  useImperativeHandle(
    ref,
    (): TouchRippleActions => ({
      start: (event, options, callback) => real.current?.start(event, options, callback),
      stop: (event, callback) => {
        pendingPulse.current = false;
        real.current?.stop(event, callback);
      },
      pulsate: (event) => {
        if (real.current) real.current.pulsate(event);
        else pendingPulse.current = true;
      },
    }),
    [],
  );
  if (!loaded) return null;
  // Typed by MUI as its render function; the module's default is the forwardRef component.
  const Real = loaded.default as unknown as ComponentType<
    TouchRippleProps & RefAttributes<TouchRippleActions>
  >;
  const attach = (actions: TouchRippleActions | null) => {
    real.current = actions;
    if (actions && pendingPulse.current) {
      pendingPulse.current = false;
      actions.pulsate();
    }
  };
  return <Real {...props} ref={attach} />;
}
