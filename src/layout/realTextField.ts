/** MUI's TextField, for ./LazyOverlays.tsx to load for react-admin's page title editor. */
export { default as TextField } from '@mui/material/TextField';
