import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { importsOf } from './hookFilters';
import { REWRITES, rewriteOf, rewritesOf, type Rewrite } from './rewrites';
import { ROOT } from './root';

/**
 * One copy of @mui/system and @mui/utils: the ones @mui/material depends on. ra-ui-materialui names
 * them as peers with a wide range (5 to 9), so npm installs the newest (9.x) at the top of
 * node_modules, and the build carried both majors (ra-ui-materialui's styled/sx helpers beside
 * material's). The imports build/rewrites.ts lists (of them, from anywhere but @mui/material itself)
 * resolve as material's would.
 */
export function oneMuiSystem(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const mine = rewritesOf(rewrites, 'oneMuiSystem');
  const require = createRequire(import.meta.url);
  const materialDir = path.dirname(require.resolve('@mui/material/package.json'));
  const asMaterial = path.join(materialDir, 'index.js');
  return {
    name: 'backoffice:one-mui-system',
    enforce: 'pre',
    resolveId: {
      filter: importsOf(mine),
      async handler(source, importer, options) {
        if (!rewriteOf(mine, source, importer, ROOT)) return null;
        return this.resolve(source, asMaterial, { ...options, skipSelf: true });
      },
    },
  };
}
