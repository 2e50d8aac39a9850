import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkGroups, firstPagePreload, signedInChunk } from './build/chunks';
import { lazyJsonexport } from './build/lazyJsonexport';
import { lazyListParts } from './build/lazyListParts';
import { lazyMui } from './build/lazyMui';
import { lazyTooltip } from './build/lazyTooltip';
import { messagesOfOneLanguage } from './build/messagesOfOneLanguage';
import { nativeObjectEntries } from './build/nativeObjectEntries';
import { oneMuiSystem } from './build/oneMuiSystem';
import { precompress } from './build/precompress';
import { REWRITES, type Rewrite } from './build/rewrites';
import { smallShims } from './build/smallShims';
import { themeWithoutCssVars } from './build/themeWithoutCssVars';

const apiPort = Number(process.env.API_PORT ?? 8081);
const apiTarget = `http://localhost:${apiPort}`;

/**
 * The app's build. Its plugins (build/, one file each): which imports inside MUI and react-admin resolve
 * to modules of ours (the parts a page shows only on use load then, small stand-ins for libraries: every
 * such rewrite is listed in build/rewrites.ts), the chunks a first page loads and index.html's preloads
 * for them, the message files' one language (build/messagesOfOneLanguage.ts), and the compressed copies
 * the server sends. `rewrites`: a build with fewer of them, to
 * measure what each saves (scripts/measure-rewrites.ts).
 */
export function appConfig(rewrites: readonly Rewrite[] = REWRITES): UserConfig {
  return {
    plugins: [
      oneMuiSystem(rewrites),
      nativeObjectEntries(rewrites),
      smallShims(rewrites),
      lazyJsonexport(rewrites),
      lazyListParts(rewrites),
      lazyTooltip(rewrites),
      themeWithoutCssVars(rewrites),
      lazyMui(rewrites),
      messagesOfOneLanguage(),
      signedInChunk(),
      firstPagePreload(),
      precompress(),
      react(),
    ],
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
      // Vite would gzip every chunk again to print its size; the precompression makes the copies served.
      reportCompressedSize: false,
      chunkSizeWarningLimit: 800,
      rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
    },
  };
}

export default defineConfig(appConfig());
