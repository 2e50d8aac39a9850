/**
 * MUI components a page seldom shows, for ./LazyOverlays.tsx to load when one renders (build/lazyMui.ts):
 * react-admin's page title editor (TextField, with MUI's Select).
 */
export { default as TextField } from '@mui/material/TextField';
