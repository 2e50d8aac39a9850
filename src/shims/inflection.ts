/**
 * The part of inflection that react-admin calls, for its fallback labels only: a resource's name or a
 * field's label when no text exists for it ("Product groups", "Created at"). Every label here has a text
 * in both languages, so the library's 3.4 KiB gzip of English plural rules buys nothing; the build
 * resolves react-admin's imports of it to this (build/smallShims.ts). Regular English plurals only.
 */
export function capitalize(str: string): string {
  const lower = str.toLowerCase();
  return lower.slice(0, 1).toUpperCase() + lower.slice(1);
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const words = str
    .toLowerCase()
    .replace(/(_ids|_id)$/, '')
    .replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
}

export function underscore(str: string, allUpperCase?: boolean): string {
  if (allUpperCase && str === str.toUpperCase()) return str;
  return str
    .split('::')
    .map((part) => part.replace(/([A-Z])/g, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

export function pluralize(str: string, plural?: string): string {
  if (plural) return plural;
  if (/(ss|us|x|z|ch|sh)$/i.test(str)) return `${str}es`;
  if (/is$/i.test(str)) return `${str.slice(0, -2)}es`;
  if (/s$/i.test(str)) return str; // a plural already, as every resource name here
  if (/[^aeiou]y$/i.test(str)) return `${str.slice(0, -1)}ies`;
  return `${str}s`;
}

export function singularize(str: string, singular?: string): string {
  if (singular) return singular;
  if (/(ss|us|is)$/i.test(str)) return str;
  if (/[^aeiou]ies$/i.test(str)) return `${str.slice(0, -3)}y`;
  if (/(x|ch|ss|sh|status|alias)es$/i.test(str)) return str.slice(0, -2);
  return str.replace(/s$/i, '');
}

export function inflect(str: string, count: number, singular?: string, plural?: string): string {
  if (Number.isNaN(count)) return str;
  return count === 1 ? singularize(str, singular) : pluralize(str, plural);
}

const TRANSFORMS: Record<string, (str: string) => string> = {
  capitalize,
  humanize: (str) => humanize(str),
  pluralize: (str) => pluralize(str),
  singularize: (str) => singularize(str),
  underscore: (str) => underscore(str),
};

export function transform(str: string, methods: string[]): string {
  return methods.reduce((result, method) => TRANSFORMS[method]?.(result) ?? result, str);
}
