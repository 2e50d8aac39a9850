/** MUI's TouchRipple, for ./LazyTouchRipple.tsx to load (vite.config.ts `lazyMui`). */
export { default } from '@mui/material/ButtonBase/TouchRipple';
