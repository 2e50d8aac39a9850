/**
 * Finds the resource definitions by reading a directory (src/resources/ for the API), as the app's
 * import.meta.glob does (src/resources/registry.ts): every `<name>.ts` there except the registry and
 * tests, and every `<name>/index.ts`, is imported, and the definitions it exports are kept. Only those
 * files: a resource folder's components (`*.tsx`) are the app's, never read here.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { definitionsFromModules } from '../../src/schema/registry-core.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';

export const RESOURCES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/resources',
);

const isResourceFile = (name: string) =>
  /^[a-z][\w-]*\.ts$/.test(name) && name !== 'registry.ts' && !/\.(test|spec)\.ts$/.test(name);
const isResourceFolder = (name: string) => /^[a-z][\w-]*$/.test(name);

/** Each resource module of `dir` (its path relative to `dir`, e.g. `products/index.ts`) with the definitions it exports. */
export async function loadDefinitionModules(
  dir: string = RESOURCES_DIR,
): Promise<{ file: string; definitions: ResourceDefinition[] }[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = [
    ...entries.filter((entry) => entry.isFile() && isResourceFile(entry.name)).map((entry) => entry.name),
    ...entries
      .filter((entry) => entry.isDirectory() && isResourceFolder(entry.name))
      .map((entry) => `${entry.name}/index.ts`)
      .filter((file) => existsSync(path.join(dir, file))),
  ].sort();
  const modules = [];
  for (const file of files) {
    const module: unknown = await import(/* @vite-ignore */ pathToFileURL(path.join(dir, file)).href);
    modules.push({ file, definitions: definitionsFromModules({ [file]: module }) });
  }
  return modules;
}

export async function loadDefinitions(dir: string = RESOURCES_DIR): Promise<ResourceDefinition[]> {
  const modules = await loadDefinitionModules(dir);
  return definitionsFromModules(Object.fromEntries(modules.map((m) => [m.file, m.definitions])));
}
