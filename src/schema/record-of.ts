/**
 * The type of a resource's records, inferred from its definition: `RecordOf<typeof stores>` has
 * `name: string`, `supportedLanguages: ('sv' | 'en' | ...)[]`, `warehouseId?: string | null`... and the
 * system fields. Required fields are present; the rest may be absent or null. Computed fields are
 * `unknown` (their value is whatever the compute function answers).
 */
import type { ComputeFn, ResourceRecord } from './types';

type TextKind = 'text' | 'longText' | 'email' | 'phone' | 'url' | 'password';
type NumberKind = 'number' | 'integer' | 'money' | 'percentage';
type TemporalKind = 'date' | 'datetime' | 'time';

export type ValueOf<F> = F extends { compute: ComputeFn }
  ? unknown
  : F extends { kind: TextKind | TemporalKind | 'reference' }
    ? string
    : F extends { kind: NumberKind }
      ? number
      : F extends { kind: 'boolean' }
        ? boolean
        : F extends { kind: 'enum'; multiple: true; values: infer V }
          ? (keyof V & string)[]
          : F extends { kind: 'enum'; values: infer V }
            ? keyof V & string
            : F extends { kind: 'references' }
              ? string[]
              : F extends { kind: 'image' | 'file' }
                ? { src: string; title?: string }
                : F extends { kind: 'subRecords'; fields: infer S }
                  ? { [K in keyof S]?: ValueOf<S[K]> }[]
                  : unknown;

type RequiredKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { required: true } ? K : never }[keyof Fs];

/** The declared fields, without the index signature a definition's type also carries. */
type Declared<Fs> = { [K in keyof Fs as string extends K ? never : K]: Fs[K] };

export type FieldsOf<D extends { fields: object }, Fs = Declared<D['fields']>> = {
  [K in RequiredKeys<Fs>]: ValueOf<Fs[K]>;
} & {
  [K in Exclude<keyof Fs, RequiredKeys<Fs>>]?: ValueOf<Fs[K]> | null;
};

export type RecordOf<D extends { fields: object }> = FieldsOf<D> &
  Pick<
    ResourceRecord,
    'id' | 'version' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'
  >;
