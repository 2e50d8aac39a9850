/**
 * MUI's own Tooltip, for ./LazyTooltip.tsx to load: the one import of it the build leaves as it is
 * (build/lazyTooltip.ts). Its own chunk, with Popper and @popperjs.
 */
export { default } from '@mui/material/Tooltip';
