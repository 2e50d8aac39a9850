/**
 * The query builder's database type (docs/decisions.md "Storage on typed tables"): a table per storage
 * derived from the resource definitions, named as ./tables.ts names it (`payment-methods` ->
 * `payment_methods`, `warehouseId` -> `warehouse_id`), with a column per stored field typed by its kind,
 * plus the API's own tables, which the migrations make (server/db/migrations). A misspelt table or column
 * in a query is a type error.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ComputeFn, FieldDefinition, RESOURCE_BRAND } from '../../src/schema/types.ts';
import type { DefinitionModules } from './definition-modules.gen.ts';

/** `payment-methods` -> `payment_methods`, `warehouseId` -> `warehouse_id`: ./names.ts `snake` as a type. */
export type Snake<S extends string, Previous extends string = ''> = S extends `${infer C}${infer Rest}`
  ? `${C extends '-'
      ? '_'
      : C extends Lowercase<C>
        ? C
        : Previous extends '' | '-' | '_'
          ? Lowercase<C>
          : Previous extends Lowercase<Previous>
            ? `_${Lowercase<C>}`
            : Lowercase<C>}${Snake<Rest, C>}`
  : '';

type Exported<M> = M extends unknown ? M[keyof M] : never;
type Definition = Extract<Exported<DefinitionModules>, { readonly [RESOURCE_BRAND]: true }>;

/** The storage a definition reads and writes (`storage`, default its name), when known to the compiler. */
type StorageOf<D> = D extends { storage: infer S extends string }
  ? S
  : D extends { name: infer N extends string }
    ? N
    : never;
type Literal<S extends string> = string extends S ? never : S;
type Storage = Literal<StorageOf<Definition>>;

/** The declared fields of a definition, without the index signature its type also carries. */
type Declared<Fs> = { [K in keyof Fs as string extends K ? never : K]: Fs[K] };
type StoredFields<D> = D extends { fields: infer Fs }
  ? {
      [
        K in keyof Declared<Fs> as Declared<Fs>[K] extends { compute: ComputeFn } ? never : K
      ]: Declared<Fs>[K];
    }
  : never;

type Json = ColumnType<unknown, string | null, string | null>;
type Temporal = ColumnType<Date | string, Date | string, Date | string>;

/** A field's column as the drivers answer it (server/db: bigint as a number, numeric as its text). */
type ColumnOf<F> = F extends {
  kind: 'text' | 'longText' | 'email' | 'phone' | 'url' | 'password' | 'reference';
}
  ? string
  : F extends { kind: 'integer' | 'money' }
    ? number
    : F extends { kind: 'number' | 'percentage' }
      ? ColumnType<number | string, number, number>
      : F extends { kind: 'boolean' }
        ? boolean
        : F extends { kind: 'date' | 'datetime' }
          ? Temporal
          : F extends { kind: 'time' }
            ? string
            : F extends { kind: 'enum'; multiple: true; values: infer V }
              ? (keyof V & string)[]
              : F extends { kind: 'enum'; values: infer V }
                ? keyof V & string
                : F extends { kind: 'references' }
                  ? string[]
                  : F extends FieldDefinition
                    ? Json
                    : never;

type Nullable<F> = F extends { required: true } ? ColumnOf<F> : ColumnOf<F> | null;

/** The stored fields of the definitions sharing one storage, as columns (nullable unless all require it). */
type FieldColumns<Defs> = {
  [
    K in Defs extends unknown ? keyof StoredFields<Defs> : never as K extends string ? Snake<K> : never
  ]: Defs extends unknown
    ? K extends keyof StoredFields<Defs>
      ? Nullable<StoredFields<Defs>[K]>
      : null
    : never;
};

/** The system columns of every storage's table (./tables.ts SYSTEM_COLUMNS). */
export interface SystemColumns {
  id: string;
  organization_id: string | null;
  version: Generated<number>;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
  created_by: string | null;
  updated_by: string | null;
}

type DefinitionsOf<S extends string, D = Definition> = D extends unknown
  ? StorageOf<D> extends S
    ? D
    : never
  : never;

/** A table per storage of the definitions, keyed by its table name. */
export type StorageTables = {
  [S in Storage as Snake<S>]: SystemColumns & FieldColumns<DefinitionsOf<S>>;
};

/** The table name of a storage, e.g. `payment_methods`. */
export type StorageTable = keyof StorageTables;

/** The API's own tables (server/db/migrations, and ./upgrade.ts for the records-table version). */
export interface PlatformTables {
  schema_migrations: { version: string; applied_at: Generated<Date | string> };
  record_history: {
    id: Generated<number>;
    resource: string;
    record_id: string;
    organization_id: string | null;
    action: string;
    changes: Json;
    actor: string | null;
    at: Generated<Date | string>;
  };
  record_counts: { resource: string; organization_id: string; n: number };
  /** The records-table version's one table, and its rows no definition takes (./upgrade.ts). */
  records: LegacyRecord;
  legacy_records: LegacyRecord;
  credentials: { user_id: string; password_hash: string; updated_at: Generated<Date | string> };
  refresh_tokens: {
    token_hash: string;
    user_id: string;
    family_id: string;
    expires_at: Temporal;
    used_at: Temporal | null;
    revoked_at: Temporal | null;
    created_at: Generated<Date | string>;
    scope: Generated<string>;
    /** The token this one was rotated into (migration 013). */
    successor_hash: string | null;
  };
  login_failures: {
    throttle_key: string;
    failures: Generated<number>;
    locked_until: Temporal | null;
    last_failure_at: Generated<Date | string>;
  };
  server_secrets: { name: string; value: string };
  token_generations: { user_id: string; generation: Generated<number> };
  schema_state: { storage: string; table_name: string; hash: string; applied_at: Generated<Date | string> };
  schema_changes: {
    id: Generated<number>;
    applied_at: Generated<Date | string>;
    statements: string[];
    moved_records: Generated<number>;
  };
  uploads: {
    id: string;
    organization_id: string | null;
    content_type: string;
    bytes: Uint8Array;
    size: number;
    width: number | null;
    height: number | null;
    created_at: Generated<Date | string>;
    created_by: string | null;
    private: Generated<boolean>;
    name: string | null;
  };
  lead_numbers: { year: number; last: number };
  user_settings: {
    user_id: string;
    settings: Json;
    shortcuts: Json;
    photo_url: string | null;
    updated_at: Generated<Date | string>;
  };
  integration_credentials: {
    integration_id: string;
    organization_id: string;
    client_secret: string;
    state: string | null;
    access_token: string | null;
    expires_at: Temporal | null;
    updated_at: Generated<Date | string>;
  };
  /** A flag's platform-wide value (organization_id '') or an organization's override. */
  feature_flags: {
    flag: string;
    organization_id: Generated<string>;
    enabled: boolean;
    updated_at: Generated<Date | string>;
    updated_by: string | null;
  };
  integration_exports: {
    integration_id: string;
    organization_id: string;
    entity: string;
    item_id: string;
    fingerprint: string;
    external_id: string;
    exported_at: Generated<Date | string>;
  };
}

interface LegacyRecord {
  resource: string;
  id: string;
  organization_id: string | null;
  data: Json;
  version: Generated<number>;
  created_at: Generated<Date | string>;
  updated_at: Generated<Date | string>;
  created_by: string | null;
  updated_by: string | null;
}

/**
 * The tables a feature makes itself (the sales roll-ups: server/features/reports/rollups.ts), added by
 * the feature as a module augmentation of this interface, next to the statements that create them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' augmentations
export interface FeatureTables {}

export type Database = StorageTables & PlatformTables & FeatureTables;

/**
 * The one door for a table chosen at run time (the generic engine: a definition's table from
 * `tableFor`): any storage's table, its columns known only by name. Used with `dynamicQb` and
 * `dynamicTable` (./query-builder.ts).
 */
export type DynamicDatabase = Record<StorageTable, Record<string, unknown>> & PlatformTables;
