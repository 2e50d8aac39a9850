import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

/**
 * Small stand-ins for two libraries react-admin imports on every page (src/shims/, each tested against
 * the library's answers): inflection, for fallback labels no screen here shows (every label has a text),
 * and query-string, for URLs, on the platform's encoding. Only react-admin's and its data provider's
 * imports are redirected; the dev server and the unit tests keep the libraries.
 */
export function smallShims(): Plugin {
  const root = ROOT;
  const shims: Record<string, string> = {
    inflection: path.resolve(root, 'src/shims/inflection.ts'),
    'query-string': path.resolve(root, 'src/shims/queryString.ts'),
  };
  return {
    name: 'backoffice:small-shims',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      if (!/\/node_modules\/(ra-[\w-]+|react-admin)\//.test(from)) return null;
      const lodash = /^lodash\/(\w+)\.js$/.exec(source)?.[1];
      if (lodash)
        return this.resolve(`es-toolkit/compat/${lodash}`, importer, { ...options, skipSelf: true });
      return shims[source] ?? null;
    },
  };
}
