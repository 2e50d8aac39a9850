import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const uiPackages = ['react', 'react-dom', 'react-admin', 'ra-core', 'ra-ui-materialui', 'react-router', 'react-router-dom', '@mui/*', '@emotion/*', 'react-hook-form'];
const isomorphic = {
  patterns: [
    { group: uiPackages, message: 'resources/, schema/ core and domain/ are isomorphic: no React, MUI or react-admin (DESIGN.md 2).' },
    { group: ['**/ui/*', '**/layout/*', '**/pages/*', '**/providers/*', '**/navigation/*', '**/wizards/*'], message: 'Isomorphic code cannot import UI code.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'test-results', 'playwright-report', 'coverage', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': 'off',
      'no-restricted-imports': ['error', { paths: [{ name: '@mui/icons-material', message: 'Import icons by path: @mui/icons-material/Name.' }] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['src/domain/**/*.ts', 'src/resources/**/*.ts', 'src/schema/*.ts', 'src/schema/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', isomorphic] },
  },
  {
    files: ['src/resources/**/*.ts'],
    ignores: ['src/resources/registry.ts', 'src/resources/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...isomorphic.patterns, { group: ['./*', '!./registry', '!./shared'], message: 'A resource file never imports another resource file; refer to resources by name (shared field builders live in ./shared/).' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiPackages, message: 'The server never imports UI code.' },
            { group: ['**/src/providers/*', '**/src/layout/*', '**/src/pages/*', '**/src/schema/ui/*', '**/src/navigation/*', '**/src/wizards/*', '**/src/i18n/*'], message: 'The server imports only isomorphic code from src/ (domain, schema core, resources).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.tsx', 'src/layout/**/*.tsx', 'src/schema/ui/**/*.tsx', 'src/wizards/**/*.tsx', 'src/navigation/**/*.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'All I/O goes through providers (DESIGN.md 2).' }],
    },
  },
);
