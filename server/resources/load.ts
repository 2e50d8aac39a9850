/**
 * Finds the resource definitions by reading a directory (src/resources/ for the API): every `<name>.ts`
 * there except the registry and tests is imported, and the definitions it exports are kept.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { definitionsFromModules } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';

export const RESOURCES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/resources');

const isResourceFile = (name: string) => /^[a-z][\w-]*\.ts$/.test(name) && name !== 'registry.ts' && !/\.(test|spec)\.ts$/.test(name);

export async function loadDefinitions(dir: string = RESOURCES_DIR): Promise<ResourceDefinition[]> {
  const files = (await readdir(dir)).filter(isResourceFile).sort();
  const modules: Record<string, unknown> = {};
  for (const file of files) modules[file] = await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href);
  return definitionsFromModules(modules);
}
