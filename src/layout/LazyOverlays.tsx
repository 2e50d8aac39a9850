/**
 * MUI components that every page would carry although they show only on use, loaded then (build/lazyMui.ts
 *  resolves MUI's, react-admin's and the app's imports of them here):
 * - the overlays, Dialog, Menu and Popover (with Modal, FocusTrap, Portal and MenuList): nothing while
 *   closed, the real one from the first opening on; they also start loading at the user's first press or
 *   key in the page, so that a click rarely waits for them;
 * - what a page seldom shows (./realSeldomShown.ts): loaded when one renders, nothing until then.
 */
import type { DialogProps } from '@mui/material/Dialog';
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import type { TextFieldProps } from '@mui/material/TextField';
import { lazyWhenOpen, lazyWhenRendered, loadOnce } from '../schema/ui/lazyPart';

type Overlays = typeof import('./realOverlays');
type SeldomShown = typeof import('./realSeldomShown');
const overlays = loadOnce(() => import('./realOverlays'));
const seldomShown = loadOnce(() => import('./realSeldomShown'));

if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, () => void overlays.load().catch(() => undefined), {
      once: true,
      capture: true,
      passive: true,
    });

export const LazyDialog = lazyWhenOpen<Overlays, DialogProps>(overlays, 'Dialog');
export const LazyMenu = lazyWhenOpen<Overlays, MenuProps>(overlays, 'Menu');
export const LazyPopover = lazyWhenOpen<Overlays, PopoverProps>(overlays, 'Popover');
export const LazyTextField = lazyWhenRendered<SeldomShown, TextFieldProps>(seldomShown, 'TextField');
