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

/** A cross-field rule whose library loads on first use (the phone rule's libphonenumber): it answers later. */
export interface AsyncRecordRule<R = Record<string, unknown>> {
  messages: Record<string, Texts>;
  check: (record: R) => Promise<RecordIssue[]>;
}

/** Values arrive from forms and from the API; rules tolerate anything and judge only what they own. */
export const isText = (value: unknown): value is string => typeof value === 'string';

/** What a collection rule may read: the records of a resource in the same scope as the one written. */
export interface CollectionContext {
  /** Id of the record being updated; null on create. */
  id: string | null;
  find(resource: string, where: Record<string, unknown>): Promise<readonly Record<string, unknown>[]>;
  /** How many records match, the one being updated left out (a count, not the rows: a full group's 100 products). */
  count(resource: string, where: Record<string, unknown>): Promise<number>;
}

/**
 * A rule over the other records of a resource (at most 4 quick checkout methods per organization),
 * which only the API can judge: it runs on create and update, inside the write's transaction.
 */
export interface CollectionRule<R = Record<string, unknown>> {
  messages: Record<string, Texts>;
  check: (record: R, ctx: CollectionContext) => Promise<RecordIssue[]>;
}
