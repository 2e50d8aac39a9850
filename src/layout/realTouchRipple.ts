/** MUI's TouchRipple, for ./LazyTouchRipple.tsx to load (build/lazyMui.ts). */
export { default } from '@mui/material/ButtonBase/TouchRipple';
