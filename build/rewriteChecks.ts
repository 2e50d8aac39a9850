/**
 * The checks of build/rewrites.ts, for `npm run check:bundle`: each rewrite against the installed
 * packages (`checkInstalled`: the files, exports and source text it relies on) and against a build
 * (`checkBuild`: the replacement was resolved at each import it names, and the original stays out).
 * Each problem names the rewrite and the plugin that applies it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { isIn, isReplacement, type KeptOut, type Rewrite } from './rewrites';

const named = (rewrite: Rewrite) => `rewrite "${rewrite.name}" (build/${rewrite.plugin}.ts)`;

/** A requirement's file on disk: from node_modules, or from the repository's root (`./...`). */
const fileOf = (file: string, root: string) =>
  file.startsWith('./') ? path.join(root, file) : path.join(root, 'node_modules', file);

const words = (text: string) => text.replace(/\s+/g, ' ');

/** Whether a package's ES module exports `name`, itself or through `export *` of its relative imports. */
export function exportsName(file: string, name: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  const program = parseAst(readFileSync(file, 'utf8'));
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration' && name === 'default') return true;
    if (node.type === 'ExportNamedDeclaration') {
      const declaration = node.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        if (declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === name))
          return true;
      } else if (
        (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') &&
        declaration.id?.name === name
      )
        return true;
      for (const specifier of node.specifiers) {
        const exported = specifier.exported;
        if ((exported.type === 'Identifier' ? exported.name : exported.value) === name) return true;
      }
    }
    if (node.type === 'ExportAllDeclaration') {
      const exported = node.exported;
      if (exported) {
        if ((exported.type === 'Identifier' ? exported.name : exported.value) === name) return true;
      } else if (name !== 'default' && node.source.value.startsWith('.')) {
        if (exportsName(path.resolve(path.dirname(file), node.source.value), name, seen)) return true;
      }
    }
  }
  return false;
}

/** A file of an installed package the rewrite names as an importer (not a folder, not `*`, not ours). */
const isPackageFile = (where: string) => where !== '*' && !where.startsWith('./') && !where.endsWith('/');

/**
 * What no longer holds in the installed packages: a file a rewrite names is gone, a source text it
 * relies on is not there, an export is gone. Besides the explicit `requires`, each import site in a
 * named file requires that file to hold the specifier, quoted; a site in a folder, that the folder exists.
 */
export function checkInstalled(rewrites: readonly Rewrite[], root: string): string[] {
  const problems: string[] = [];
  const texts = new Map<string, string | null>();
  const text = (file: string) => {
    if (!texts.has(file)) {
      const onDisk = fileOf(file, root);
      texts.set(file, existsSync(onDisk) && statSync(onDisk).isFile() ? readFileSync(onDisk, 'utf8') : null);
    }
    return texts.get(file)!;
  };
  for (const rewrite of rewrites) {
    const missing = new Set<string>();
    const gone = (file: string) => {
      if (!missing.has(file))
        problems.push(`${named(rewrite)}: ${file} is no longer in the installed package`);
      missing.add(file);
    };
    for (const site of rewrite.imports) {
      if (site.in.endsWith('/') && !site.in.startsWith('./')) {
        if (!existsSync(fileOf(site.in, root))) gone(site.in);
      } else if (isPackageFile(site.in)) {
        const content = text(site.in);
        if (content === null) gone(site.in);
        else if (
          !site.source.endsWith('/*') &&
          ![`'${site.source}'`, `"${site.source}"`].some((s) => content.includes(s))
        )
          problems.push(`${named(rewrite)}: ${site.in} no longer imports '${site.source}'`);
      }
    }
    for (const requirement of rewrite.requires) {
      const content = text(requirement.file);
      if (content === null) {
        gone(requirement.file);
      } else if ('contains' in requirement) {
        if (!words(content).includes(words(requirement.contains)))
          problems.push(`${named(rewrite)}: ${requirement.file} no longer holds: ${requirement.contains}`);
      } else if ('exports' in requirement) {
        if (!exportsName(fileOf(requirement.file, root), requirement.exports))
          problems.push(`${named(rewrite)}: ${requirement.file} no longer exports ${requirement.exports}`);
      }
    }
  }
  return problems;
}

/** What a build is, for `checkBuild`. */
export interface BuiltModules {
  /** Module id -> the ids it imports (every module the build loaded). */
  imports: Readonly<Record<string, readonly string[]>>;
  /** The modules rendered into chunks, id -> chunk file: in the whole build and on the first list page. */
  rendered: Readonly<Record<KeptOut['from'], ReadonlyMap<string, string>>>;
}

const shown = (id: string) => id.replace(/^\0/, '\\0').replace(/^.*\/node_modules\//, '');

/**
 * Where a build shows a rewrite not applied: no module resolved to its replacement; a file it names
 * as an importer is not in the build, or imports something else; a module it keeps out is there.
 */
export function checkBuild(rewrites: readonly Rewrite[], build: BuiltModules, root: string): string[] {
  const problems: string[] = [];
  const ids = Object.keys(build.imports);
  for (const rewrite of rewrites) {
    if (!ids.some((id) => isReplacement(id, rewrite)))
      problems.push(
        `${named(rewrite)} was not applied: no module of the build resolved to ${shown(rewrite.replacement)}`,
      );
    for (const site of rewrite.imports.filter((site) => isPackageFile(site.in))) {
      const importers = ids.filter((id) => isIn(id, site.in, root));
      if (importers.length === 0)
        problems.push(`${named(rewrite)} matched nothing: the build has no ${site.in}`);
      for (const importer of importers)
        if (!build.imports[importer]!.some((id) => isReplacement(id, rewrite)))
          problems.push(`${named(rewrite)} was not applied: ${site.in} imports '${site.source}' as it is`);
    }
    for (const { module, from } of rewrite.keepsOut)
      for (const [id, chunk] of build.rendered[from])
        if (module.test(id.replace(/\\/g, '/')))
          problems.push(
            `${named(rewrite)} keeps ${shown(id)} out of the ${from}, but it is there (${chunk})`,
          );
  }
  return problems;
}
