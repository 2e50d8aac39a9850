/**
 * Validation issues -> the error object react-admin's form `validate` expects: nested like the values,
 * each leaf `{ message: <catalogue key>, args }`, so the input shows the text in the user's language.
 */
import type { RecordIssue } from './types';

export interface FormErrorLeaf {
  message: string;
  args: Record<string, string | number>;
}

type FormErrors = { [key: string]: FormErrorLeaf | string | FormErrors | FormErrors[] };

const translatable = (issue: RecordIssue): FormErrorLeaf => ({
  message: issue.key,
  args: issue.params ?? {},
});

export function issuesToFormErrors(
  issues: readonly RecordIssue[],
  leaf: (issue: RecordIssue) => FormErrorLeaf | string = translatable,
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const parts = issue.field.split('.').filter(Boolean);
    if (parts.length === 0) continue;
    let node: Record<string, unknown> | unknown[] = errors;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        if (container[part] === undefined) container[part] = leaf(issue);
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      const existing = container[part];
      if (
        typeof existing !== 'object' ||
        existing === null ||
        (!Array.isArray(existing) && 'message' in existing)
      )
        container[part] = nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return fillHoles(errors) as FormErrors;
}

/** react-admin walks arrays item by item: holes must be empty objects. */
function fillHoles(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, (item) => (item === undefined ? {} : fillHoles(item)));
  if (typeof value === 'object' && value !== null && !('message' in value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillHoles(v)]));
  }
  return value;
}

/**
 * Server field errors `{ field, errorCode, errorMessage }` -> the shape react-admin's save expects of
 * a failed submission: nested like the values, each leaf the server's text in the user's language.
 */
export function apiErrorsToFormErrors(
  items: readonly { field?: string; errorCode: string; errorMessage: { en: string; sv: string } }[],
  locale: 'en' | 'sv',
): FormErrors {
  const issues = items
    .filter((item) => item.field)
    .map((item) => ({ field: item.field as string, key: item.errorMessage[locale] || item.errorCode }));
  return issuesToFormErrors(issues, (issue) => issue.key);
}
