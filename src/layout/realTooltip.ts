/**
 * MUI's own Tooltip, for ./LazyTooltip.tsx to load: the one import of it the build leaves as it is
 * (vite.config.ts `lazyTooltip`). Its own chunk, with Popper and @popperjs.
 */
export { default } from '@mui/material/Tooltip';
