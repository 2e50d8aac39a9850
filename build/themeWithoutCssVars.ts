import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` carry its CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, the colour-scheme store: some 7 KiB gzip) to every page, for themes that ask for
 * `cssVariables` or `colorSchemes`. Ours never do (src/layout/themes.ts: a palette per mode, react-admin
 * switches between them), and for such a theme MUI itself takes its "no vars" path. MUI's own imports of
 * the two resolve to modules that take that path only, and fail at once, naming this plugin, for a theme
 * that asks for CSS variables. The dev server (which pre-bundles MUI) and the unit tests keep MUI's.
 */
export function themeWithoutCssVars(): Plugin {
  const prefix = '\0backoffice:theme-without-css-vars:';
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
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      const file = source.replace(/^\.\//, '');
      if (!modules[file] || !from.includes('/@mui/material/esm/styles/')) return null;
      stylesDir = path.dirname(importer!);
      return prefix + file;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      return modules[id.slice(prefix.length)]?.(stylesDir) ?? null;
    },
  };
}
