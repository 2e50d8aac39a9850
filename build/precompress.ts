import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from '../scripts/precompress';

/**
 * Brotli and gzip copies of the build's text files (scripts/precompress.ts), written once the bundle and
 * the public files are in the output directory; the server chooses among them by Accept-Encoding
 * (server/static-app.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
