/**
 * MUI's Dialog, Menu, Popover and Modal, loaded the first time one of them opens rather than with the
 * page: they bring Modal, FocusTrap, Portal and MenuList (some 6 KiB gzip) to every page that has a menu,
 * a select or a confirmation somewhere, react-admin's among them. The build resolves the app's and
 * react-admin's imports of them (and a Select's of its Menu, a Drawer's of its Modal) to these
 * (vite.config.ts `lazyOverlays`). They also start loading at the user's first press or key in the page,
 * so that a click rarely waits for them.
 */
import type { DialogProps } from '@mui/material/Dialog';
import type { MenuProps } from '@mui/material/Menu';
import type { ModalProps } from '@mui/material/Modal';
import type { PopoverProps } from '@mui/material/Popover';
import type { TextFieldProps } from '@mui/material/TextField';
import { lazyWhenOpen, lazyWhenRendered, loadOnce } from '../schema/ui/lazyPart';

const overlays = loadOnce(() => import('./realOverlays'));

if (typeof window !== 'undefined')
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, () => void overlays.load().catch(() => undefined), {
      once: true,
      capture: true,
      passive: true,
    });

export const LazyDialog = lazyWhenOpen<typeof import('./realOverlays'), DialogProps>(overlays, 'Dialog');
export const LazyMenu = lazyWhenOpen<typeof import('./realOverlays'), MenuProps>(overlays, 'Menu');
export const LazyModal = lazyWhenOpen<typeof import('./realOverlays'), ModalProps>(overlays, 'Modal');
export const LazyPopover = lazyWhenOpen<typeof import('./realOverlays'), PopoverProps>(overlays, 'Popover');

/**
 * react-admin's page title imports a TextField for its editor, shown only in react-admin's inspector
 * (which this app does not offer): with MUI's Select, some 6 KiB gzip on every page. It loads if rendered
 * (vite.config.ts `lazyOverlays`).
 */
export const LazyTextField = lazyWhenRendered<typeof import('./realTextField'), TextFieldProps>(
  loadOnce(() => import('./realTextField')),
  'TextField',
);
