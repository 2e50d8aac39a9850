import type { Plugin } from 'vite';
import { importsOf, VIRTUAL_MODULES } from './hookFilters';
import { REWRITES, rewriteOf, rewritesOf, type Rewrite } from './rewrites';
import { ROOT } from './root';

/**
 * ra-core's default CSV exporter (jsonexport) is imported by every list controller, although our lists
 * pass their own exporter (useCsvExporter, src/schema/csv.ts). The default stays the same function
 * with the same result; jsonexport loads when it is first called rather than with every list. The
 * import is build/rewrites.ts's `lazy-jsonexport`.
 */
export function lazyJsonexport(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const mine = rewritesOf(rewrites, 'lazyJsonexport');
  /** The real module's id, by the virtual module's. */
  const real = new Map<string, string>();
  return {
    name: 'backoffice:lazy-jsonexport',
    enforce: 'pre',
    resolveId: {
      filter: importsOf(mine),
      async handler(source, importer, options) {
        const hit = rewriteOf(mine, source, importer, ROOT);
        if (!hit) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved) return null;
        real.set(hit.rewrite.replacement, resolved.id);
        return hit.rewrite.replacement;
      },
    },
    load: {
      filter: VIRTUAL_MODULES,
      handler(id) {
        const module = real.get(id);
        if (!module) return null;
        return [
          `export default function jsonExport(...args) {`,
          `  import(${JSON.stringify(module)}).then((module) => (module.default ?? module)(...args));`,
          `}`,
          '',
        ].join('\n');
      },
    },
  };
}
