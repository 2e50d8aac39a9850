/**
 * MUI components a page seldom shows, for ./LazyOverlays.tsx to load when one renders (build/lazyMui.ts
 * ): react-admin's create button on a phone (Fab), its progress bar for a reference list still
 * loading after a second (LinearProgress), its page title editor (TextField, with MUI's Select), a
 * SingleFieldList's default chip (Chip).
 */
export { default as Chip } from '@mui/material/Chip';
export { default as Fab } from '@mui/material/Fab';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as TextField } from '@mui/material/TextField';
