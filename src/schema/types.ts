/**
 * The resource contract (DESIGN.md 3): a resource is plain data, declared once in
 * `src/resources/<name>.ts` with `defineResource`. Isomorphic: the app and the reference API both read it.
 */
import type { MaskKind } from '../domain/masking';
import type { AccessRequirement } from '../domain/roles';

import type {
  AsyncRecordRule,
  CollectionContext,
  CollectionRule,
  RecordIssue,
  RecordRule,
  Texts,
  ValueRule,
} from '../domain/validators/rule';

export type { AsyncRecordRule, CollectionContext, CollectionRule, RecordIssue, RecordRule, ValueRule };

/**
 * The names an app knows: its roles, permission keys, icons, menu groups, feature flags and resources.
 * The app declares them by augmenting this interface (src/known-names.ts: `declare module`), and tsc
 * then checks every name a definition gives, so a typo fails the build, not the screen. An engine
 * without an app (a package of its own) accepts any string.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the app's declaration merging
export interface KnownNames {}
type Known<K extends string> = KnownNames extends { [P in K]: infer T extends string } ? T : string;
export type RoleName = Known<'role'>;
export type PermissionKeyName = Known<'permissionKey'>;
export type IconName = Known<'icon'>;
export type MenuGroupName = Known<'menuGroup'>;
export type ResourceName = Known<'resource'>;
export type FeatureFlagName = Known<'featureFlag'>;

/** A user-facing text in both languages. */
export type Label = Texts;

export type Locale = keyof Label;

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** SPEC 9 filter operators, plus plain equality. URL/API suffix: `<field>_<operator>` (see filters.ts). */
export type FilterOperator = 'eq' | 'contains' | 'startsWith' | 'endsWith' | 'matches' | 'gt' | 'lt';

/** A validation message: a catalogue key and its interpolation values (`%{max}`). */
export type MessageRef = {
  key: string;
  params?: Record<string, string | number>;
};

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export interface EnumValue {
  label: Label;
  /** Colour of the status chip, for enums that are states. */
  color?: ChipColor;
  /**
   * Only with these values of other fields of the same record (a register's models with kind
   * `register`): the form offers the value then only, and the validation refuses it otherwise.
   */
  when?: Readonly<Record<string, readonly string[]>>;
}

/** A stored record as the API returns it: the fields plus the system fields. */
export interface ResourceRecord {
  id: string;
  version: number;
  organizationId?: string | null;
  createdAt?: string;
  updatedAt?: string;
  createdBy?: string | null;
  updatedBy?: string | null;
  [field: string]: unknown;
}

export const SYSTEM_FIELDS = [
  'id',
  'version',
  'organizationId',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
] as const;

/** What a computed field may read: records of any resource in the same organization. */
export interface ComputeContext {
  find(resource: ResourceName, where: Record<string, unknown>): Promise<ResourceRecord[]>;
  /** How many records of a resource hold each of these values in a field (counts, not rows: a group's products). */
  count(resource: ResourceName, field: string, values: readonly string[]): Promise<Map<string, number>>;
}

/** Computes a read-only field for a page of records (one call per page, not per row). */
export type ComputeFn = (
  records: readonly ResourceRecord[],
  ctx: ComputeContext,
) => Promise<unknown[]> | unknown[];

interface FieldBase {
  label: Label;
  helper?: Label;
  required?: boolean;
  /** Shown as a list column by default (the column chooser can add the others). */
  listed?: boolean;
  /**
   * One of the few columns a list shows on a phone (under 600 px). Without any field marked, a phone
   * shows the representation and the first listed money field (src/schema/phone-columns.ts).
   */
  phone?: boolean;
  /** Filterable with these operators (`true`: the kind's default operators). */
  filterable?: boolean | readonly FilterOperator[];
  /**
   * Rules a filter's value must pass (the card filter's four digits or four asterisks): the filter
   * input shows the rule's message and sets no filter, the API answers 400 with it naming the filter.
   */
  filterRules?: readonly ValueRule<never>[];
  sortable?: boolean;
  /** Part of the full-text search `q`. */
  searchable?: boolean;
  /** Shown on the create form / the edit form (default true for writable fields). */
  create?: boolean;
  edit?: boolean;
  /** Shown on the show page (default true; false: a list column that repeats another field there). */
  show?: boolean;
  /** Shown, never written by clients. */
  readOnly?: boolean;
  /**
   * Only callers with one of these roles may change the field (a merchant edits its organization's name
   * but not its partner): for others the form shows it read-only and the API refuses a changed value.
   */
  writeRoles?: readonly RoleName[];
  default?: unknown;
  /** Unique among records, case-insensitive for texts; enforced by a unique index. */
  unique?: 'organization' | 'platform';
  rules?: readonly ValueRule<never>[];
  /** Key of a client component (the resource folder's components.tsx) replacing the generated field and input. */
  component?: string;
  /**
   * Shown on the forms and the show page only while other single-valued enum fields of the record have
   * one of these values (a weekly report's weekday: `{ frequency: ['WEEKLY'] }`). A hidden field keeps
   * its value; the API stores what it is sent, as for any field.
   */
  shownWhen?: Readonly<Record<string, readonly string[]>>;
  /** A computed field: read-only, never stored, evaluated by the API for each page of records. */
  compute?: ComputeFn;
  /**
   * The field's earlier names, newest first: the API renames the stored column instead of dropping it
   * (docs/decisions.md "Storage on typed tables").
   */
  renamedFrom?: readonly string[];
  /**
   * A personnummer or bank account number: a list's CSV export masks it unless the exporting role needs
   * it (src/domain/masking.ts), and records who exported the list (the `export-runs` resource).
   */
  mask?: MaskKind;
}

export interface TextField extends FieldBase {
  kind: 'text' | 'longText' | 'email' | 'phone' | 'url' | 'password';
  minLength?: number;
  maxLength?: number;
  /**
   * The one written form of a valid value (a pure function from src/domain, e.g. 5568123458 ->
   * 556812-3458): the API stores it, judges uniqueness on it, and applies it to `eq` filters, so two
   * spellings of one value are one value. Returns the value unchanged when it has no such form.
   */
  normalize?: (value: string) => string;
}

export interface NumberField extends FieldBase {
  kind: 'number' | 'integer' | 'money' | 'percentage';
  min?: number;
  max?: number;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
}

export interface TemporalField extends FieldBase {
  kind: 'date' | 'datetime' | 'time';
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  values: Record<string, EnumValue>;
  /** Several values (an array); `required` then means at least one. */
  multiple?: boolean;
  /** With `multiple`: at most this many values (1: one choice, kept as a one-value list). */
  maxItems?: number;
  /** Shown as a coloured chip. */
  chip?: boolean;
}

export interface ReferenceField extends FieldBase {
  kind: 'reference' | 'references';
  /** Name of the referenced resource. */
  reference: ResourceName;
  /**
   * What deleting the referenced record does to this one (one reference: a foreign key): `refuse`
   * (default; the API answers 409 naming what uses it), `clear` (the reference is emptied) or `cascade`
   * (this record is deleted too). A list of references (`references`) always refuses.
   */
  onDelete?: 'refuse' | 'clear' | 'cascade';
  /** Only records matching this list filter are offered in the picker (the rules still judge a save). */
  offered?: Readonly<Record<string, unknown>>;
  minItems?: number;
  maxItems?: number;
  /**
   * The record's own organization (its system column), on a platform definition over an organization's
   * records (a partner's list of its merchants' licences): read-only, not stored apart, filterable by it.
   */
  recordOrganization?: true;
}

export interface UploadField extends FieldBase {
  kind: 'image' | 'file';
  /** Accepted MIME types. */
  accept: readonly string[];
  maxBytes: number;
}

export type ScalarField =
  TextField | NumberField | BooleanField | TemporalField | EnumField | ReferenceField | UploadField;

export interface SubRecordsField extends FieldBase {
  kind: 'subRecords';
  fields: Record<string, ScalarField>;
  minRows?: number;
  maxRows?: number;
  /** Cross-field rules applied to each row; issue fields are relative to the row. */
  rowRules?: readonly RecordRule<never>[];
}

export type FieldDefinition = ScalarField | SubRecordsField;

/** A URL route of the resource; a resource may live in several admin areas (one definition). */
export interface ResourceRoute {
  /** e.g. `/apps/setting/stores`. */
  path: string;
  /** Restricts this route (and its menu entry) to these roles; default: the list access roles. */
  roles?: readonly RoleName[];
  /**
   * A permission key this route asks for besides the definition's (a merchant setting page of a
   * resource the internal areas also list). The API then allows a caller one of the routes allows.
   */
  permissionKey?: PermissionKeyName;
  /** Menu group of this route's entry; default: the definition's menu group, else the area. */
  menuGroup?: MenuGroupName;
  /** `false`: this route has no menu entry, though the definition has one (a lookup of another area). */
  menu?: false;
  /** This route's own name (its menu entry and titles), e.g. the merchant's one organization. */
  label?: { one: Label; many: Label };
  /**
   * The field that holds a record's organization id (`id` for organizations): this route's list shows
   * only the organization the user works in, also for an internal admin working inside one.
   */
  ownOrganization?: string;
}

/** What an action asks of the user (domain/roles' AccessRequirement, with known names). */
export interface ResourceRequirement extends AccessRequirement {
  roles?: readonly RoleName[] | null;
  permissionKey?: PermissionKeyName | null;
}

export type AccessRule = ResourceRequirement | false;

export interface ValueAction {
  /** An enum field of the resource. */
  field: string;
  /** One of its values. */
  value: string;
  /** The button's text, e.g. { en: 'Deactivate', sv: 'Inaktivera' }. */
  label: Label;
  /** What a success says, with %{smart_count} for the number of records. */
  done: Label;
  /**
   * Why the caller may not take the step on this row (its own row, a user it may not manage), or null:
   * the row's button is then disabled with the reason as its tooltip. The API refuses it all the same.
   */
  unavailable?: (record: Readonly<Record<string, unknown>>, caller: ValueActionCaller) => Label | null;
}

/** The signed-in user, as a value action's `unavailable` sees it. */
export interface ValueActionCaller {
  id: string | null;
  roles: readonly string[];
}

/**
 * A named step of a record from some values of an enum field to another (accept a web order, suspend a
 * licence): a button on the record's page where the record has one of `from`, and
 * `POST /<api>/:id/actions/<name>` with the record's version, which the API refuses with 409 from any
 * other value. It is allowed to those who may show the record and meet `access`, also where editing is
 * switched off (orders come from the register), and is kept in the record's history.
 */
export interface RecordAction {
  /** The enum field the action reads and moves. */
  field: string;
  from: readonly string[];
  /** The value it moves to; none: the value stays (unassign a licence from its device). */
  to?: string;
  /**
   * Further values the record must have: other enum fields' values (only web orders: { channel: ['web'] }),
   * or a field that must hold a value ('set') or none ('empty').
   */
  when?: Readonly<Record<string, readonly string[] | 'set' | 'empty'>>;
  /** The button, e.g. { en: 'Accept', sv: 'Acceptera' }. */
  label: Label;
  /** What a success says. */
  done: Label;
  /** Other fields the step writes, from the record as it is (a cancelled paid order is refunded). */
  also?: (record: ResourceRecord) => Record<string, unknown>;
  /** A step that cannot be undone asks first. */
  confirm?: Label;
  access?: ResourceRequirement;
  /**
   * Fields the caller fills in with the step (a supplement request's comments), each required then and
   * judged by its own rules: the show page asks for them in a dialog, the API takes them from the body.
   */
  input?: readonly string[];
  /**
   * What the record must satisfy after the step (a submitted application is complete); else 400. An
   * async rule's code loads on its first use (the show page judges it when its answer comes).
   */
  rules?: readonly (RecordRule | AsyncRecordRule)[];
}

export interface ResourceAccess extends ResourceRequirement {
  /** Per action overrides; `false` switches the action off. */
  list?: AccessRule;
  show?: AccessRule;
  create?: AccessRule;
  edit?: AccessRule;
  delete?: AccessRule;
}

export type ViewName = 'list' | 'show' | 'edit' | 'create';

/**
 * Which rows a rule of a row scope lets its roles see and write. `partnerIfAny`: its partner's rows for a
 * caller of a partner, every row for one of none (a sales representative of the platform's own sales team).
 */
export type RowScopeRows = 'all' | 'partner' | 'partnerIfAny' | 'organization';

/**
 * Rows of a platform resource that some roles see only in part (a partner admin: its partner's
 * organizations). The API applies it to lists, reads, updates and deletes (other rows: 404), and
 * refuses a write that would put the record outside the caller's rows. The first rule naming one of the
 * caller's roles decides; a caller no rule names sees no rows.
 */
export interface RowScope {
  rules: readonly { roles: readonly RoleName[]; rows: RowScopeRows }[];
  /**
   * Where a row names its partner, for `partner` rows: `id` or a field (compared with the caller's
   * partner), or `ORGANIZATION_PARTNER` (define-resource.ts) for an organization's records: the
   * partner of the row's organization (a partner's view of its merchants' licences).
   */
  partner?: string;
  /** Where a row names its organization, for `organization` rows: `id` or a field (the acting organization). */
  organization?: string;
}

export interface ResourceDefinitionInput {
  name: string;
  label: { one: Label; many: Label };
  routes: readonly (string | ResourceRoute)[];
  /** Path on the platform API, e.g. `api/store`. */
  api: string;
  /**
   * Other paths the API serves the resource's generic routes under (list, record, history, actions,
   * export, import): SPEC 7's versioned families, e.g. `api/orders/3.5.0` beside `api/orders`. The app
   * and a feature's own routes use `api`.
   */
  apiAliases?: readonly string[];
  scope: 'organization' | 'platform';
  access: ResourceAccess;
  fields: Record<string, FieldDefinition>;
  rules?: readonly (RecordRule<never> | AsyncRecordRule<never>)[];
  /** Rules over the other records of the resource, judged by the API on create and update. */
  collectionRules?: readonly CollectionRule<never>[];
  /** Platform resources: the rows each role may see and write (default: all rows). */
  rowScope?: RowScope;
  /**
   * The records this resource reads and writes: those of another resource name, so several
   * definitions (lists of one kind of record with different filters) share one storage. Default: `name`.
   */
  storage?: ResourceName;
  /**
   * Stored fields taken out of the definition whose stored values may be deleted: the API drops their
   * columns. A stored column that no field names, and that is not listed here, stops the API at start.
   */
  droppedFields?: readonly string[];
  /** The storage's earlier names: the API renames its table instead of starting a new one. */
  renamedFrom?: readonly string[];
  /**
   * Filter values every read and write of this resource keeps to, in the list filter syntax over
   * filterable fields (`{ groups: 'SuperAdmin' }`): the API applies them to lists, reads, updates and deletes.
   */
  fixedFilter?: Record<string, string | number | boolean>;
  /** The field the SPEC's `:operation/:key?` URLs name a record by, when that is not its id. */
  legacyKey?: string;
  list?: {
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
    bulkDelete?: boolean;
    export?: boolean;
    /**
     * The export may write one row per row of this sub-record list (an order's lines): the record's
     * columns, then the row's `columns` (all its fields by default) and an optional computed amount.
     */
    exportLines?: {
      field: string;
      /** The export menu's choice of it ("One row per order line"). */
      label: Label;
      columns?: readonly string[];
      total?: { label: Label; of: (row: Readonly<Record<string, unknown>>) => number };
    };
    /** Keys of client components (the resource folder's components.tsx) shown as buttons on each row. */
    rowActions?: readonly string[];
    /**
     * Buttons that set one enum field to one value (deactivate a user): on each row whose value differs,
     * and as bulk actions on the selected rows (capped like bulk delete). Each is an ordinary update with
     * the record's version, so the API's rules, hooks and conflict check apply.
     */
    valueActions?: readonly ValueAction[];
    /**
     * Named views of the list that the URL keeps (`<path>/<view>`, SPEC 2's `:currentView?`), e.g.
     * table, hierarchy and grid; the list view (a component of the resource, `views.list`) shows the
     * one named by the path's last segment, the first when none is.
     */
    currentViews?: readonly string[];
    /**
     * Fields the selected rows can be given one new value of, from a dialog with the field's input (move
     * products to a group): an update per record with its version, capped like bulk delete.
     */
    bulkEdit?: readonly string[];
    /**
     * Imported from and exported to CSV (src/schema/csv-values.ts) on the import page; a file's row
     * updates the record whose `key` field has its value, and creates one when none has.
     */
    import?: { key: string };
    /**
     * Lists the screen asks for often on a large table, each as the filterable fields compared by
     * equality followed by the sort field (`['store', 'placedAt']`: one store's orders by time): the
     * table gets an index in that order, so such a page and its count read only the rows they show.
     */
    indexes?: readonly (readonly string[])[];
  };
  /** Steps of a record between values of an enum field, by name (a web order's states): RecordAction. */
  actions?: Readonly<Record<string, RecordAction>>;
  /** Field shown as the record's name (reference inputs, titles). */
  representation: string;
  /**
   * A figure shown after the name where a record is picked or shown as a reference, in the user's
   * language: `{ field: 'currentRate', percent: true }` names a tax group "Livsmedel (12 %)".
   */
  representationDetail?: { field: string; percent?: boolean };
  /**
   * A delete's confirmation where the record needs more than its representation to be known, or the
   * delete does more than remove it: the record named by `names` (its fields' values, joined by
   * spaces) in the title and in `content`, the whole question with %{recordRepresentation} for the name.
   */
  deleteConfirm?: { names: readonly string[]; content: Label };
  /** MUI icon name, e.g. `Store` (@mui/icons-material/Store), one of the app's icon map. */
  icon?: IconName;
  /** Menu group (default: the group of the route's area) and order. */
  menu?: { group?: MenuGroupName; order: number };
  featureFlag?: FeatureFlagName;
  /** Keys of client components (the resource folder's components.tsx) replacing a generated view. */
  views?: Partial<Record<ViewName, string>>;
  /** Form layout: one page, or tabs grouping fields. */
  form?: { tabs: readonly { label: Label; fields: readonly string[] }[] };
  /** The create page: `saveAndAdd` adds a second save button that saves and opens an empty form (SPEC 3). */
  create?: { saveAndAdd?: boolean };
}

export const RESOURCE_BRAND = '__resourceDefinition' as const;

export interface ResourceDefinition extends ResourceDefinitionInput {
  readonly [RESOURCE_BRAND]: true;
  routes: readonly ResourceRoute[];
}
