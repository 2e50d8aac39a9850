/** The shape of a validation rule, shared by the form, the API and imports (DESIGN.md 2). */

/** A user-facing text in both languages. */
export interface Texts {
  en: string;
  sv: string;
}

/** A rule on one value. `check` answers a message key of `messages`, or null when the value is valid. */
export interface ValueRule<V = unknown> {
  messages: Record<string, Texts>;
  check: (value: V) => string | null;
}

export interface RecordIssue {
  /** Dotted path of the field the issue concerns, e.g. `defaultLanguage` or `openingHours.0.closes`. */
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** A cross-field rule (min below max, start before end ...): the issues it finds in a record. */
export interface RecordRule<R = Record<string, unknown>> {
  messages: Record<string, Texts>;
  check: (record: R) => RecordIssue[];
}

/** Values arrive from forms and from the API; rules tolerate anything and judge only what they own. */
export const isText = (value: unknown): value is string => typeof value === 'string';
