import { parseSync, type Plugin } from 'vite';

const LOCALES = ['sv', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** `?locale=sv` or `?locale=en` on a message file's import (src/i18n/catalogueCore.ts, catalogue.ts). */
const LOCALE_QUERY = /[?&]locale=(sv|en)(?:&|$)/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The object literal a message file exports as its default, directly or through a `const`. */
function exportedObject(body: readonly Node[]): Node | null {
  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration;
  if (!isNode(exported)) return null;
  if (exported.type === 'ObjectExpression') return exported;
  if (exported.type !== 'Identifier') return null;
  for (const statement of body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node & { name?: string };
      if (id.name === exported.name && isNode(declarator.init) && declarator.init.type === 'ObjectExpression')
        return declarator.init;
    }
  }
  return null;
}

/**
 * A message file (`export default { sv: {...}, en: {...} }`, as src/i18n/catalogueCore.ts's AreaMessages)
 * with only `keep`'s texts: the other language's value becomes `{}`, and what only it used (a `const en`
 * beside the export) is left to the bundler's tree-shaking. Null when the file is not of that shape
 * (e.g. messages built by a function): it is then taken whole.
 */
export function keepLanguage(code: string, file: string, keep: Locale): string | null {
  const { program } = parseSync(file, code, { lang: 'ts', sourceType: 'module' });
  const object = exportedObject(program.body as unknown as Node[]);
  if (!object) return null;
  const other = LOCALES.filter((locale) => locale !== keep);
  const dropped = (object.properties as Node[]).filter((property) => {
    const key = property.key as Node & { name?: string; value?: unknown };
    return (
      property.type === 'Property' && other.some((locale) => key.name === locale || key.value === locale)
    );
  });
  if (dropped.length === 0) return null;
  let out = code;
  for (const property of [...dropped].sort((a, b) => b.start - a.start)) {
    const key = property.key as Node & { name?: string; value?: unknown };
    out = `${out.slice(0, property.start)}${JSON.stringify(key.name ?? key.value)}: {}${out.slice(property.end)}`;
  }
  return out;
}

/**
 * The texts of the active language only (issue 41): the catalogue imports its message files with
 * `?locale=sv` (at once; Swedish is the default) and `?locale=en` (lazily, when English is shown), and
 * each import holds that language's texts alone, so a Swedish user's pages carry no English. Without
 * this plugin (the unit tests) an import holds both languages, which reads the same.
 */
export function messagesOfOneLanguage(): Plugin {
  return {
    name: 'backoffice:messages-of-one-language',
    enforce: 'pre',
    transform: {
      // Rolldown then hands over only these modules' code, not every module's.
      filter: { id: LOCALE_QUERY },
      handler(code, id) {
        const locale = LOCALE_QUERY.exec(id)?.[1] as Locale | undefined;
        if (!locale) return null;
        const kept = keepLanguage(code, id.replace(/\?.*$/, ''), locale);
        return kept === null ? null : { code: kept, map: null };
      },
    },
  };
}
