import type { Plugin } from 'vite';

/**
 * ra-core's default CSV exporter (jsonexport) is imported by every list controller, although our lists
 * pass their own exporter (useCsvExporter, src/schema/csv.ts). The default stays the same function
 * with the same result; jsonexport loads when it is first called rather than with every list.
 */
export function lazyJsonexport(): Plugin {
  const prefix = '\0backoffice:lazy-jsonexport:';
  return {
    name: 'backoffice:lazy-jsonexport',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !source.startsWith('jsonexport') ||
        !importer?.replace(/\\/g, '/').includes('/ra-core/dist/export/')
      )
        return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      return real ? prefix + real.id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const real = JSON.stringify(id.slice(prefix.length));
      return [
        `export default function jsonExport(...args) {`,
        `  import(${real}).then((module) => (module.default ?? module)(...args));`,
        `}`,
        '',
      ].join('\n');
    },
  };
}
