import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

/**
 * MUI's Tooltip brings Popper and @popperjs (some 15 KiB gzip) to every page with a tooltip: the top
 * bar's and the menu's icon buttons, react-admin's among them. Every import of it resolves to
 * src/layout/LazyTooltip.tsx instead, which loads the real one the first time a tooltip is wanted (a
 * hover, a focus, a touch); src/layout/realTooltip.ts's import is the one left as it is. Imports through
 * MUI's barrel (`import { Tooltip } from '@mui/material'`, as react-admin's buttons do) are its
 * `./Tooltip/index.js`. The dev server and the unit tests keep MUI's Tooltip.
 */
export function lazyTooltip(): Plugin {
  const id = '\0backoffice:lazy-tooltip';
  const root = ROOT;
  const lazy = path.resolve(root, 'src/layout/LazyTooltip.tsx');
  const real = path.resolve(root, 'src/layout/realTooltip.ts');
  /** MUI's tooltipClasses module, which the virtual module re-exports (found with the first redirect). */
  let classes = '';
  return {
    name: 'backoffice:lazy-tooltip',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const direct = source === '@mui/material/Tooltip' && from !== real.replace(/\\/g, '/');
      const barrel = source === './Tooltip/index.js' && from.endsWith('/@mui/material/esm/index.js');
      if (!direct && !barrel) return null;
      if (!classes) {
        const tooltip = await this.resolve('@mui/material/Tooltip', real, { ...options, skipSelf: true });
        if (!tooltip) return null;
        classes = path.join(path.dirname(tooltip.id), 'tooltipClasses.js');
      }
      return id;
    },
    load(moduleId) {
      if (moduleId !== id) return null;
      return [
        `export { LazyTooltip as default } from ${JSON.stringify(lazy)};`,
        `export { default as tooltipClasses } from ${JSON.stringify(classes)};`,
        `export * from ${JSON.stringify(classes)};`,
        '',
      ].join('\n');
    },
  };
}
