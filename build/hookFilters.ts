import type { Rewrite } from './rewrites';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The specifiers these rewrites resolve otherwise (ImportSite.source: `name/*` for the name and every
 * path in it), as a resolveId hook filter. Rolldown then calls the plugin only for those imports, not
 * for each of the build's tens of thousands; a call into JS per import was most of the build's time
 * (docs/performance.md, session 27). The hook still checks the importer.
 */
export function importsOf(rewrites: readonly Rewrite[]): { id: RegExp } {
  const sources = new Set(rewrites.flatMap((rewrite) => rewrite.imports.map((site) => site.source)));
  const patterns = [...sources].map((source) =>
    source.endsWith('/*') ? `${escaped(source.slice(0, -2))}(?:/.*)?` : escaped(source),
  );
  return { id: new RegExp(`^(?:${patterns.join('|')})$`) };
}

/** The rewrites' virtual modules (build/rewrites.ts's virtualId), as a load hook filter (`\x00`: the filter is Rust's regex syntax too). */
// eslint-disable-next-line no-control-regex -- a virtual module's id starts with NUL, by Rollup's convention
export const VIRTUAL_MODULES = { id: /^\x00backoffice:rewrite:/ };
