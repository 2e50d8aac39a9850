/**
 * The floor beside the demo (issue 41: "every goal is met or the bench says by how much and why"): the
 * smallest react-admin app with a list (bench/floor/main.tsx), built from our node_modules and served by
 * `vite preview`. Its ratios to the demo, measured in the same pairs, are what react-admin itself allows
 * on this machine: a goal below the floor's ratio asks for less than react-admin's own minimum.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import type { AppUnderTest } from './browser.ts';
import { ROOT, scratchDir } from './build.ts';
import { freePort } from './server.ts';

const FLOOR_ROOT = path.join(ROOT, 'bench/floor');
const ROWS = 25;

export interface RunningFloor {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Builds the floor into a scratch directory with its rows beside it, and serves it on 127.0.0.1. */
export async function prepareFloor(): Promise<RunningFloor> {
  const outDir = scratchDir('floor');
  const config = { root: FLOOR_ROOT, configFile: false as const, logLevel: 'warn' as const };
  await build({ ...config, base: './', plugins: [react()], build: { outDir, emptyOutDir: true } });
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    id: index + 1,
    name: `Produkt ${index + 1}`,
    sku: `SKU-${String(index + 1).padStart(4, '0')}`,
    price: 1000 + index * 37,
  }));
  await writeFile(path.join(outDir, 'rows.json'), JSON.stringify(rows));
  const port = await freePort();
  const server = await preview({
    ...config,
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** The floor as the timed runs see it: its products list (hash routes), then the menu move to the other. */
export function floorApp(baseUrl: string): AppUnderTest {
  return {
    baseUrl,
    state: { cookies: [], origins: [] },
    serviceWorkers: 'block',
    list: { name: 'products', path: '/#/products', firstRowText: 'Produkt 1' },
    other: { name: 'skus', path: '/#/skus', firstRowText: 'SKU-0001' },
  };
}
