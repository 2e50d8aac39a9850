/**
 * MUI's own overlays, for ./LazyOverlays.tsx to load: the imports of them the build leaves as they are
 * (build/lazyMui.ts). One chunk of their own, with Modal, FocusTrap, Portal and MenuList.
 */
export { default as Dialog } from '@mui/material/Dialog';
export { default as Menu } from '@mui/material/Menu';
export { default as Popover } from '@mui/material/Popover';
