import type { Plugin } from 'vite';
import { muiStandIns } from './lazyMui';
import { REWRITES, rewritesOf, type Rewrite } from './rewrites';

/**
 * MUI's Tooltip brings Popper and @popperjs (some 15 KiB gzip) to every page with a tooltip: the top
 * bar's and the menu's icon buttons, react-admin's among them. Every import of it resolves to
 * src/layout/LazyTooltip.tsx instead, which loads the real one the first time a tooltip is wanted (a
 * hover, a focus, a touch); src/layout/realTooltip.ts's import is the one left as it is. Imports through
 * MUI's barrel (`import { Tooltip } from '@mui/material'`, as react-admin's buttons do) are its
 * `./Tooltip/index.js` (build/rewrites.ts, `mui-tooltip`). The dev server and the unit tests keep MUI's
 * Tooltip.
 */
export function lazyTooltip(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  return {
    name: 'backoffice:lazy-tooltip',
    enforce: 'pre',
    ...muiStandIns(rewritesOf(rewrites, 'lazyTooltip')),
  };
}
