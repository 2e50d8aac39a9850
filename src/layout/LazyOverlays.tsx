/**
 * MUI components that every page would carry although they show only on use, loaded then (build/lazyMui.ts
 *  resolves MUI's, react-admin's and the app's imports of them here):
 * - the overlays, Dialog, Menu, Popover and Modal (with FocusTrap, Portal and MenuList, some 6 KiB gzip):
 *   nothing while closed, the real one from the first opening on; they also start loading at the user's
 *   first press or key in the page, so that a click rarely waits for them. A dialog's parts and a menu's
 *   items render inside an open dialog or menu, by then loaded with it;
 * - what a page seldom shows (./realSeldomShown.ts): loaded when one renders, nothing until then.
 */
import type { ChipProps } from '@mui/material/Chip';
import type { DialogProps } from '@mui/material/Dialog';
import type { DialogActionsProps } from '@mui/material/DialogActions';
import type { DialogContentProps } from '@mui/material/DialogContent';
import type { DialogContentTextProps } from '@mui/material/DialogContentText';
import type { DialogTitleProps } from '@mui/material/DialogTitle';
import type { FabProps } from '@mui/material/Fab';
import type { LinearProgressProps } from '@mui/material/LinearProgress';
import type { MenuProps } from '@mui/material/Menu';
import type { MenuItemProps } from '@mui/material/MenuItem';
import type { ModalProps } from '@mui/material/Modal';
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
export const LazyModal = lazyWhenOpen<Overlays, ModalProps>(overlays, 'Modal');
export const LazyPopover = lazyWhenOpen<Overlays, PopoverProps>(overlays, 'Popover');
export const LazyDialogActions = lazyWhenRendered<Overlays, DialogActionsProps>(overlays, 'DialogActions');
export const LazyDialogContent = lazyWhenRendered<Overlays, DialogContentProps>(overlays, 'DialogContent');
export const LazyDialogContentText = lazyWhenRendered<Overlays, DialogContentTextProps>(
  overlays,
  'DialogContentText',
);
export const LazyMenuItem = lazyWhenRendered<Overlays, MenuItemProps>(overlays, 'MenuItem');
export const LazyDialogTitle = lazyWhenRendered<Overlays, DialogTitleProps>(overlays, 'DialogTitle');
export const LazyFab = lazyWhenRendered<SeldomShown, FabProps>(seldomShown, 'Fab');
export const LazyLinearProgress = lazyWhenRendered<SeldomShown, LinearProgressProps>(
  seldomShown,
  'LinearProgress',
);
export const LazyChip = lazyWhenRendered<SeldomShown, ChipProps>(seldomShown, 'Chip');
export const LazyTextField = lazyWhenRendered<SeldomShown, TextFieldProps>(seldomShown, 'TextField');
