/**
 * MUI's own overlays, a dialog's parts and a menu's items, for ./LazyOverlays.tsx to load: the imports of them the build
 * leaves as they are (build/lazyMui.ts). One chunk of their own, with Modal, FocusTrap, Portal and
 * MenuList.
 */
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Modal } from '@mui/material/Modal';
export { default as Popover } from '@mui/material/Popover';
