import type { Plugin } from 'vite';

/**
 * node-polyglot (react-admin's translator) calls `object.entries`, an es-shim that brings about 38 KB
 * of get-intrinsic and friends into the login screen. Every browser we support has Object.entries.
 */
export function nativeObjectEntries(): Plugin {
  const id = '\0backoffice:object.entries';
  return {
    name: 'backoffice:native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : null),
    load: (moduleId) => (moduleId === id ? 'module.exports = Object.entries;\n' : null),
  };
}
