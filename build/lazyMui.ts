import path from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './root';

/**
 * MUI components every page would carry although they show only on use: the overlays (Dialog, Menu,
 * Popover, Modal, with Modal, FocusTrap, Portal and MenuList: some 6 KiB gzip, all closed until used) and a
 * dialog's parts; the create button's Fab (phones only) and LinearProgress (a reference list slow to load).
 * The imports of them from the app, react-admin and MUI's barrel, a Select's of its Menu and a Drawer's of
 * its Modal, resolve to src/layout/LazyOverlays.tsx, which loads the real ones when first wanted; the
 * real modules' own imports are left as they are (src/layout/realOverlays.ts, realSeldomShown.ts), and so
 * are MUI's imports among them (inside their chunk). So do a component react-admin imports for a case
 * this app never has (`barrelUsers` below) and MUI's ButtonBase's TouchRipple (src/layout/LazyTouchRipple.tsx),
 * mounted at a button's first press. The dev server and the unit tests keep MUI's.
 */
const LAZY_MUI = [
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Fab',
  'LinearProgress',
  'Menu',
  'MenuItem',
  'Modal',
  'Popover',
];
export function lazyMui(): Plugin {
  const prefix = '\0backoffice:lazy-mui:';
  /**
   * react-admin modules whose `@mui/material` import names a component they render only in a case this
   * app never has: react-admin's page title's TextField (its inspector's editor) and a SingleFieldList's
   * Chip (its default child; ours always has one). That name comes from LazyOverlays.tsx, the rest as
   * imported.
   */
  const barrelUsers: Record<string, { lazy: string; rest: string[] }> = {
    'layout/PageTitleConfigurable.js': { lazy: 'TextField', rest: [] },
    'list/SingleFieldList.js': { lazy: 'Chip', rest: ['Stack', 'styled', 'useThemeProps'] },
  };
  const barrelPrefix = '\0backoffice:lazy-mui-barrel:';
  const touchRipple = '\0backoffice:lazy-touch-ripple';
  const root = ROOT;
  const lazy = path.resolve(root, 'src/layout/LazyOverlays.tsx');
  const ripple = path.resolve(root, 'src/layout/LazyTouchRipple.tsx');
  const reals = ['src/layout/realOverlays.ts', 'src/layout/realSeldomShown.ts'].map((file) =>
    path.resolve(root, file).replace(/\\/g, '/'),
  );
  /** Each component's classes module, which its virtual module re-exports (found with the first redirect). */
  const classes = new Map<string, string>();
  const lower = (name: string) => `${name[0]!.toLowerCase()}${name.slice(1)}`;
  const wanted = (source: string, from: string): string | undefined => {
    const direct = /^@mui\/material\/(\w+)$/.exec(source)?.[1];
    if (direct && LAZY_MUI.includes(direct)) return reals.includes(from) ? undefined : direct;
    const barrel = /^\.\/(\w+)\/index\.js$/.exec(source)?.[1];
    if (barrel && LAZY_MUI.includes(barrel) && from.endsWith('/@mui/material/esm/index.js')) return barrel;
    if (source === '../Menu/Menu.js' && from.endsWith('/@mui/material/esm/Select/SelectInput.js'))
      return 'Menu';
    if (source === '../Modal/index.js' && from.endsWith('/@mui/material/esm/Drawer/Drawer.js'))
      return 'Modal';
    return undefined;
  };
  return {
    name: 'backoffice:lazy-mui',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const barrelUser = Object.keys(barrelUsers).find((file) =>
        from.endsWith(`/ra-ui-materialui/dist/${file}`),
      );
      if (source === '@mui/material' && barrelUser) return barrelPrefix + barrelUser;
      if (source === './TouchRipple.js' && from.endsWith('/@mui/material/esm/ButtonBase/ButtonBase.js'))
        return touchRipple;
      const name = wanted(source, from);
      if (!name) return null;
      if (!classes.has(name)) {
        const module = await this.resolve(`@mui/material/${name}`, reals[0], { ...options, skipSelf: true });
        if (!module) return null;
        classes.set(name, path.join(path.dirname(module.id), `${lower(name)}Classes.js`));
      }
      return prefix + name;
    },
    load(id) {
      if (id.startsWith(barrelPrefix)) {
        const { lazy: name, rest } = barrelUsers[id.slice(barrelPrefix.length)]!;
        const passed = rest.length ? `export { ${rest.join(', ')} } from '@mui/material';\n` : '';
        return `${passed}export { Lazy${name} as ${name} } from ${JSON.stringify(lazy)};\n`;
      }
      if (id === touchRipple)
        return `export { LazyTouchRipple as default } from ${JSON.stringify(ripple)};\n`;
      if (!id.startsWith(prefix)) return null;
      const name = id.slice(prefix.length);
      const file = JSON.stringify(classes.get(name));
      return [
        `export { Lazy${name} as default } from ${JSON.stringify(lazy)};`,
        `export { default as ${lower(name)}Classes } from ${file};`,
        `export * from ${file};`,
        '',
      ].join('\n');
    },
  };
}
