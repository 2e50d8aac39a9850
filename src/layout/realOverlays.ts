/**
 * MUI's own overlays, for ./LazyOverlays.tsx to load: the imports of them the build leaves as they are
 * (vite.config.ts `lazyOverlays`). One chunk of their own, with Modal, FocusTrap, Portal and MenuList.
 */
export { default as Dialog } from '@mui/material/Dialog';
export { default as Menu } from '@mui/material/Menu';
export { default as Modal } from '@mui/material/Modal';
export { default as Popover } from '@mui/material/Popover';
