import path from 'node:path';
import type { Plugin } from 'vite';
import { importsOf, VIRTUAL_MODULES } from './hookFilters';
import { REWRITES, rewriteOf, rewritesOf, virtualId, type Rewrite } from './rewrites';
import { ROOT } from './root';

/**
 * MUI's `createTheme` and `ThemeProvider` carry its CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, the colour-scheme store: some 7 KiB gzip) to every page, for themes that ask for
 * `cssVariables` or `colorSchemes`. Ours never do (src/layout/themes.ts: a palette per mode, react-admin
 * switches between them), and for such a theme MUI itself takes its "no vars" path. MUI's own imports of
 * the two resolve to modules that take that path only, and fail at once, naming this plugin, for a theme
 * that asks for CSS variables. The dev server (which pre-bundles MUI) and the unit tests keep MUI's.
 * Which imports: build/rewrites.ts's `theme-without-css-vars` (it also names what of MUI's modules these
 * rely on).
 */
export function themeWithoutCssVars(rewrites: readonly Rewrite[] = REWRITES): Plugin {
  const mine = rewritesOf(rewrites, 'themeWithoutCssVars');
  /** MUI's styles folder, the imports' own (found with the first redirect). */
  let stylesDir = '';
  const refuse = (what: string) =>
    `throw new Error(${JSON.stringify(`${what}: this build has no CSS-variables themes (build/themeWithoutCssVars.ts)`)});`;
  const modules: Record<string, (dir: string) => string> = {
    'createTheme.js': (dir) =>
      [
        `import createThemeNoVars from ${JSON.stringify(path.join(dir, 'createThemeNoVars.js'))};`,
        `export default function createTheme(options = {}, ...args) {`,
        `  if (options.cssVariables || 'colorSchemes' in options) ${refuse('createTheme({ cssVariables | colorSchemes })')}`,
        `  return createThemeNoVars(options, ...args);`,
        `}`,
      ].join('\n'),
    'ThemeProvider.js': (dir) =>
      [
        `import { createElement, useMemo } from 'react';`,
        `import ThemeProviderNoVars from ${JSON.stringify(path.join(dir, 'ThemeProviderNoVars.js'))};`,
        `import THEME_ID from ${JSON.stringify(path.join(dir, 'identifier.js'))};`,
        `export default function ThemeProvider({ theme, ...props }) {`,
        `  const noVarsTheme = useMemo(() => {`,
        `    if (typeof theme === 'function') return theme;`,
        `    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;`,
        `    if ('colorSchemes' in muiTheme) ${refuse('ThemeProvider with a colorSchemes theme')}`,
        // As MUI's: `vars: null` keeps an outer CSS-variables theme's vars from leaking in.
        `    return 'vars' in muiTheme ? theme : { ...theme, vars: null };`,
        `  }, [theme]);`,
        `  return createElement(ThemeProviderNoVars, { ...props, theme: noVarsTheme });`,
        `}`,
      ].join('\n'),
  };
  return {
    name: 'backoffice:theme-without-css-vars',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: importsOf(mine),
      handler(source, importer) {
        const hit = rewriteOf(mine, source, importer, ROOT);
        const file = source.replace(/^\.\//, '');
        if (!hit || !modules[file]) return null;
        stylesDir = path.dirname(importer!);
        return virtualId(hit.rewrite.name, file);
      },
    },
    load: {
      filter: VIRTUAL_MODULES,
      handler(id) {
        for (const rewrite of mine)
          for (const [file, module] of Object.entries(modules))
            if (id === virtualId(rewrite.name, file)) return module(stylesDir);
        return null;
      },
    },
  };
}
