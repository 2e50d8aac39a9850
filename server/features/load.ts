/**
 * Finds the API's features: every folder of server/features/ with a `feature.ts` (define-feature.ts),
 * imported in the folders' alphabetical order. A folder without one is not a feature (a helper module's
 * home); a `feature.ts` without a default export is an error, named at start.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Feature, FeatureSpec } from './define-feature.ts';

export const FEATURES_DIR = path.dirname(fileURLToPath(import.meta.url));

export async function loadFeatures(dir: string = FEATURES_DIR): Promise<Feature[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory() && /^[a-z][\w-]*$/.test(entry.name))
    .map((entry) => entry.name)
    .filter((name) => existsSync(path.join(dir, name, 'feature.ts')))
    .sort();
  const features: Feature[] = [];
  for (const name of names) {
    const module = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(dir, name, 'feature.ts')).href
    )) as { default?: FeatureSpec };
    if (!module.default || typeof module.default !== 'object')
      throw new Error(`server/features/${name}/feature.ts must default-export defineFeature({...})`);
    features.push({ name, ...module.default });
  }
  return features;
}
