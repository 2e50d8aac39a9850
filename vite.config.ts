import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://localhost:${apiPort}`;

/**
 * One copy of @mui/system and @mui/utils: the ones @mui/material depends on. ra-ui-materialui names
 * them as peers with a wide range (5 to 9), so npm installs the newest (9.x) at the top of
 * node_modules, and the build carried both majors (ra-ui-materialui's styled/sx helpers beside
 * material's). Imports of them from anywhere but @mui/material itself resolve as material's would.
 */
function oneMuiSystem(): Plugin {
  const require = createRequire(import.meta.url);
  const materialDir = path.dirname(require.resolve('@mui/material/package.json'));
  const asMaterial = path.join(materialDir, 'index.js');
  return {
    name: 'backoffice:one-mui-system',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^@mui\/(system|utils)(\/|$)/.test(source) || !importer) return null;
      if (importer.replace(/\\/g, '/').includes('/node_modules/@mui/material/')) return null;
      return this.resolve(source, asMaterial, { ...options, skipSelf: true });
    },
  };
}

/**
 * node-polyglot (react-admin's translator) calls `object.entries`, an es-shim that brings about 38 KB
 * of get-intrinsic and friends into the login screen. Every browser we support has Object.entries.
 */
function nativeObjectEntries(): Plugin {
  const id = '\0backoffice:object.entries';
  return {
    name: 'backoffice:native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : null),
    load: (moduleId) => (moduleId === id ? 'module.exports = Object.entries;\n' : null),
  };
}

/**
 * ra-core's default CSV exporter (jsonexport) is imported by every list controller, although our lists
 * pass their own exporter (useCsvExporter, src/schema/csv.ts). The default stays the same function
 * with the same result; jsonexport loads when it is first called rather than with every list.
 */
function lazyJsonexport(): Plugin {
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

/**
 * One `vendor` chunk for every package the entry loads statically. Left to itself, the bundler splits
 * the code the entry shares with the lazy views into some 40 small files for the login screen alone,
 * which the browser fetches six at a time (HTTP/1.1), and each compresses on its own.
 */
const inNodeModules = /[\\/]node_modules[\\/]/;

export default defineConfig({
  plugins: [oneMuiSystem(), nativeObjectEntries(), lazyJsonexport(), react()],
  server: {
    port: 8080,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/token': apiTarget,
      '/revoke': apiTarget,
      '/userinfo': apiTarget,
      '/infrastructure': apiTarget,
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: inNodeModules, tags: ['$initial'] }],
        },
      },
    },
  },
});
