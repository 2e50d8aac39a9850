/** MUI's TouchRipple, for ./LazyTouchRipple.tsx to load (vite.config.ts `lazyOverlays`). */
export { default } from '@mui/material/ButtonBase/TouchRipple';
