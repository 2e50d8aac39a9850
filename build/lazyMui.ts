import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { importsOf, VIRTUAL_MODULES } from './hookFilters';
import { REWRITES, reExports, rewriteOf, rewritesOf, type Rewrite } from './rewrites';
import { ROOT } from './root';

type MuiRewrite = Extract<Rewrite, { plugin: 'lazyMui' | 'lazyTooltip' }>;

/**
 * The virtual modules of MUI components' rewrites (this plugin's and build/lazyTooltip.ts's): the
 * stand-in's names and, for a component, its classes module (found at its first import) as MUI's index
 * of the component exports it; a `passThrough` name from the original specifier.
 */
export function muiStandIns(rewrites: readonly MuiRewrite[]): Pick<Plugin, 'resolveId' | 'load'> {
  /** A component's classes module, by the rewrite's name. */
  const classes = new Map<string, string>();
  const lower = (name: string) => `${name[0]!.toLowerCase()}${name.slice(1)}`;
  const classesOf = async (context: Rolldown.PluginContext, rewrite: MuiRewrite, importer: string) => {
    if (!rewrite.component || classes.has(rewrite.name)) return true;
    const module = await context.resolve(`@mui/material/${rewrite.component}`, importer, { skipSelf: true });
    if (!module) return false;
    classes.set(rewrite.name, path.join(path.dirname(module.id), `${lower(rewrite.component)}Classes.js`));
    return true;
  };
  return {
    resolveId: {
      filter: importsOf(rewrites),
      async handler(source, importer) {
        const hit = rewriteOf(rewrites, source, importer, ROOT);
        if (!hit || !(await classesOf(this, hit.rewrite, importer!))) return null;
        return hit.rewrite.replacement;
      },
    },
    load: {
      filter: VIRTUAL_MODULES,
      handler(id) {
        const rewrite = rewrites.find((rewrite) => rewrite.replacement === id);
        if (!rewrite) return null;
        const lines = [reExports(rewrite.standIn, ROOT)];
        const file = classes.get(rewrite.name);
        if (rewrite.component && file) {
          lines.push(
            `export { default as ${lower(rewrite.component)}Classes } from ${JSON.stringify(file)};\n`,
          );
          lines.push(`export * from ${JSON.stringify(file)};\n`);
        }
        const source = rewrite.imports[0]?.source;
        if (rewrite.passThrough?.length && source)
          lines.push(`export { ${rewrite.passThrough.join(', ')} } from ${JSON.stringify(source)};\n`);
        return lines.join('');
      },
    },
  };
}

/**
 * MUI components every page would carry although they show only on use: the overlays (Dialog, Menu,
 * Popover, Modal, with Modal, FocusTrap, Portal and MenuList: some 6 KiB gzip, all closed until used) and a
 * dialog's parts; the create button's Fab (phones only) and LinearProgress (a reference list slow to load).
 * The imports of them build/rewrites.ts lists (the app's, react-admin's and MUI's barrel's, a Select's of
 * its Menu and a Drawer's of its Modal) resolve to src/layout/LazyOverlays.tsx, which loads the real ones
 * when first wanted; the real modules' own imports are left as they are (src/layout/realOverlays.ts,
 * realSeldomShown.ts), and so are MUI's imports among them (inside their chunk). So do a component
 * react-admin imports for a case this app never has (its page title's TextField, a SingleFieldList's
 * Chip) and MUI's ButtonBase's TouchRipple (src/layout/LazyTouchRipple.tsx), mounted at a button's first
 * press. The dev server and the unit tests keep MUI's.
 */
export function lazyMui(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  return {
    name: 'backoffice:lazy-mui',
    enforce: 'pre',
    apply: 'build',
    ...muiStandIns(rewritesOf(rewrites, 'lazyMui')),
  };
}
