/**
 * The list's filters: a full-text search box and one input per filterable field and operator.
 *
 * The search box shows on every list, so it loads with the list: SearchBox.tsx, react-admin's
 * SearchInput's look without a form (ListFilterBar.tsx says why). The other inputs show only once the
 * user adds them (the filter button's menu, or a URL that names them), so each element here is a
 * stand-in carrying the props react-admin's FilterButton and FilterForm read (source, label); the
 * inputs themselves (number, switch, select, autocomplete for references ...) load from a chunk of
 * their own the first time one renders, or as soon as the pointer or the focus reaches the filter
 * button.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { filterKey, operatorsFor, searchableFields } from '../filters';
import { kindOf } from '../kinds';
import { withInputs } from './kinds/inputs';
import { enumKey, fieldKey } from '../labels';
import type { FieldDefinition, FilterOperator, ReferenceField, ResourceDefinition } from '../types';
import type { FilterInputKind } from '../kinds/kind';
import type { FilterInputProps } from './filterInputs';
import { SearchBox } from './SearchBox';

type Translate = ReturnType<typeof useTranslate>;

let loading: Promise<typeof import('./filterInputs')> | undefined;
/** Starts (once) loading the filter inputs' chunk. */
export function loadFilterInputs(): Promise<typeof import('./filterInputs')> {
  loading ??= withInputs(import('./filterInputs')).catch((error: unknown) => {
    loading = undefined; // a later attempt may succeed (e.g. the network came back)
    throw error;
  });
  return loading;
}

const FilterInputImpl = lazy(() => loadFilterInputs().then((module) => ({ default: module.FilterInput })));

/** The stand-in element: FilterFormInput clones it with resource, size, helperText ...; all go on to the input. */
function LazyFilterInput(props: FilterInputProps) {
  return (
    <Suspense fallback={null}>
      <FilterInputImpl {...props} />
    </Suspense>
  );
}

/** The inputs' chunk starts loading when the pointer or the focus reaches the filter button. */
let listening = false;
function preloadOnIntent() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.add-filter')) return;
    document.removeEventListener('pointerover', onIntent, true);
    document.removeEventListener('focusin', onIntent, true);
    void loadFilterInputs().catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, true);
  document.addEventListener('focusin', onIntent, true);
}

function filterInput(
  name: string,
  source: string,
  field: FieldDefinition,
  operator: FilterOperator,
  translate: Translate,
): ReactElement {
  const key = filterKey(source, operator);
  const fieldLabel = translate(fieldKey(name, source));
  const kind = kindOf(field).filterInput;
  const temporal = kind === 'date';
  // On a date, greater and less than read as from (the day included: it precedes that day's times) and before.
  const wording =
    temporal && (operator === 'gt' || operator === 'lt') ? { gt: 'from', lt: 'before' }[operator] : operator;
  const label =
    operator === 'eq' ? fieldLabel : translate(`engine.operators.${wording}`, { field: fieldLabel });
  const input = (filterKind: FilterInputKind, extra: Partial<FilterInputProps> = {}) => (
    <LazyFilterInput key={key} source={key} label={label} filterKind={filterKind} {...extra} />
  );
  if (kind === 'reference')
    // Labelled by FieldInput itself (no label here, as before: the filter menu names it by its source).
    return (
      <LazyFilterInput
        key={key}
        source={key}
        filterKind="reference"
        field={{ ...(field as ReferenceField), kind: 'reference', helper: undefined }}
      />
    );
  if (kind === 'select' && field.kind === 'enum')
    return input('select', {
      choices: Object.keys(field.values).map((value) => ({ id: value, name: enumKey(name, source, value) })),
    });
  return input(kind ?? 'text', field.filterRules ? { validate: filterValidator(field.filterRules) } : {});
}

/** The filter's rules as react-admin validates an input: the first rule's message key, which it translates. */
const filterValidator =
  (rules: NonNullable<FieldDefinition['filterRules']>) =>
  (value: unknown): string | undefined =>
    rules.map((rule) => (rule.check as (v: unknown) => string | null)(value)).find(Boolean) ?? undefined;

export function listFilters(
  name: string,
  definition: ResourceDefinition,
  translate: Translate,
): ReactElement[] {
  const filters: ReactElement[] = [];
  if (searchableFields(definition).length > 0)
    filters.push(<SearchBox key="q" source="q" alwaysOn placeholder={translate('engine.search')} />);
  for (const [source, field] of Object.entries(definition.fields)) {
    for (const operator of operatorsFor(field))
      filters.push(filterInput(name, source, field, operator, translate));
  }
  if (filters.length > 1) preloadOnIntent();
  return filters;
}
