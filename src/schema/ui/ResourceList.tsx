/**
 * The generated list: server-side paging, sorting and filters, search, columns, saved queries, export,
 * the rows' density and the side panels (useListLayout.ts, LazyListLayout.tsx).
 * On a phone (under 600 px) only the definition's phone columns (phone-columns.ts), with no sideways scroll.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import {
  ColumnsButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
  useCanAccess,
  useGetIdentity,
  useTranslate,
} from 'react-admin';
import { fieldKey } from '../labels';
import { phoneColumns } from '../phone-columns';
import { ListCellsContext, type ReferenceColumn } from './inTableCell';
import { LazyBulkActions } from './LazyBulkActions';
import { BulkToolbar } from './BulkToolbar';
import { FieldValue } from './FieldValue';
import { KeyboardDataTableBody } from './KeyboardDataTableRow';
import { ListColumn } from './ListColumn';
import { lazyWhenRendered, loadOnce } from './lazyPart';
import { LazySidePanels, LazyToolbarButtons } from './LazyListLayout';
import { listDefaults, refetchUnlessPrefetched } from './listPrefetch';
import { listFilters } from './listFilters';
import { rowActionComponent } from './components';
import { useComponentIndex, useDefinition, useRegistry } from './EngineContext';
import { useListLayout } from './useListLayout';

/**
 * The row buttons of `list.valueActions` (./ValueRowActions.tsx, with react-admin's update and its
 * mutation modes: some 1.5 KiB gzip), for the lists that have them only: their load starts as such a
 * list first renders, beside its page's request, so they come with the rows.
 */
const valueRowActions = loadOnce(() => import('./ValueRowActions'));
const ValueRowActions = lazyWhenRendered(valueRowActions, 'ValueRowActions');

/** A first page prefetched moments ago (src/schema/ui/listPrefetch.ts) is the list's own first request. */
const LIST_QUERY_OPTIONS = { refetchOnMount: refetchUnlessPrefetched };

function ListActions({
  canCreate,
  canExport,
  filtersBeside,
  children,
}: {
  canCreate: boolean;
  canExport: boolean;
  filtersBeside: boolean;
  children?: ReactNode;
}) {
  // Many buttons (the panels, density, export, a resource's own) wrap rather than widen the page.
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <LazyToolbarButtons canExport={canExport} />
      {children}
      {!filtersBeside && <FilterButton />}
      <ColumnsButton />
      {canCreate && <CreateButton />}
    </TopToolbar>
  );
}

/**
 * `aside`: a resource's own list view (views.list) may show something beside the table, inside the
 * list's context (useListContext: its filter, its records), e.g. the time report's totals; `actions`:
 * its own buttons in the toolbar (start an onboarding).
 */
export function ResourceList({ aside, actions }: { aside?: ReactElement; actions?: ReactNode } = {}) {
  const { name, definition } = useDefinition();
  const components = useComponentIndex();
  const ownOrganization = useRegistry().registrations.find((r) => r.name === name)?.ownOrganization;
  const { identity, isPending: identityPending } = useGetIdentity();
  const translate = useTranslate();
  const { canAccess: canCreate = false } = useCanAccess({ resource: name, action: 'create' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: name, action: 'delete' });
  const layout = useListLayout(name);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const onPhone = phone ? new Set(phoneColumns(definition)) : undefined;
  const columns = Object.entries(definition.fields).filter(
    ([source, f]) => f.kind !== 'password' && f.kind !== 'subRecords' && (!onPhone || onPhone.has(source)),
  );
  const hidden = onPhone ? [] : columns.filter(([, f]) => !f.listed).map(([source]) => source);
  const referenceColumns = columns.flatMap(([source, f]): ReferenceColumn[] =>
    f.kind === 'reference' && !f.component ? [[source, f]] : [],
  );
  const { sort, perPage } = listDefaults(definition);
  const exportable = definition.list?.export !== false;
  const { canAccess: canEdit = false } = useCanAccess({ resource: name, action: 'edit' });
  const bulkDelete = definition.list?.bulkDelete !== false && canDelete;
  const valueActions =
    (definition.list?.valueActions ?? []).length + (definition.list?.bulkEdit ?? []).length > 0 &&
    canEdit &&
    definition.access.edit !== false;
  const steps = Object.keys(definition.actions ?? {}).length > 0;
  const rowActions = (definition.list?.rowActions ?? []).map(
    (key) => [key, rowActionComponent(components, definition, key)] as const,
  );
  if (valueActions && definition.list?.valueActions?.length) {
    void valueRowActions.load().catch(() => undefined);
    rowActions.push(['value-actions', ValueRowActions]);
  }

  const bulk =
    bulkDelete || valueActions || steps ? (
      <LazyBulkActions canDelete={bulkDelete} canEdit={valueActions} canStep={steps} />
    ) : undefined;

  // A route that shows only the organization the user works in waits for the identity that names it.
  const organizationId = typeof identity?.organizationId === 'string' ? identity.organizationId : null;
  if (ownOrganization && identityPending) return null;

  return (
    <List
      {...(ownOrganization ? { filter: { [ownOrganization]: organizationId ?? '-' } } : {})}
      sort={sort}
      perPage={perPage}
      queryOptions={LIST_QUERY_OPTIONS}
      {...(layout.left ? {} : { filters: listFilters(name, definition, translate) })}
      actions={
        <ListActions
          canCreate={canCreate && definition.access.create !== false}
          canExport={exportable}
          filtersBeside={layout.left}
        >
          {actions}
        </ListActions>
      }
      exporter={false}
      aside={
        <>
          {aside}
          {(layout.left || layout.right) && <LazySidePanels left={layout.left} right={layout.right} />}
        </>
      }
    >
      <ListCellsContext.Provider value={referenceColumns}>
        <DataTable
          rowClick={layout.rowClick}
          body={KeyboardDataTableBody}
          size={layout.size}
          sx={layout.sx}
          hiddenColumns={hidden}
          bulkActionButtons={bulk ?? false}
          {...(bulk && { bulkActionsToolbar: <BulkToolbar>{bulk}</BulkToolbar> })}
        >
          {columns.map(([source, field]) => (
            <ListColumn
              key={source}
              source={source}
              label={fieldKey(name, source)}
              disableSort={!field.sortable}
              size={layout.size}
            >
              <FieldValue source={source} field={field} />
            </ListColumn>
          ))}
          {rowActions.length > 0 && (
            <ListColumn
              label=""
              disableSort
              cellClassName="row-actions"
              headerClassName="row-actions"
              size={layout.size}
            >
              {/* A resource's row actions load lazily (its components.tsx). */}
              <Suspense fallback={null}>
                {rowActions.map(([key, Action]) => (
                  <Action key={key} />
                ))}
              </Suspense>
            </ListColumn>
          )}
        </DataTable>
      </ListCellsContext.Provider>
    </List>
  );
}
