/**
 * What react-admin's list toolbar shows on the left, in place of its FilterForm (build/lazyListParts.ts
 *  points the toolbar's import here): the search box (SearchBox.tsx) at once, and
 * react-admin's own FilterForm, loaded the first time, for the other filters once one shows (added
 * from the filter button, named by the URL, or always on). Its inputs need a form (react-hook-form and
 * react-admin's form layer); a list page that shows only the search box needs neither. The bar has the
 * form's layout, so the search box stands where it did.
 */
import { styled } from '@mui/material/styles';
import { isValidElement, lazy, Suspense, type ReactElement } from 'react';
import { FilterContext, useFilterContext, useListContext } from 'react-admin';
import { SearchBox } from './SearchBox';

const FilterForm = lazy(() => import('./raFilterForm').then((module) => ({ default: module.FilterForm })));

const isEmpty = (value: unknown) =>
  value === '' ||
  value === null ||
  value === undefined ||
  (typeof value === 'object' && Object.keys(value).length === 0);

/** The layout of react-admin's FilterForm (its `RaFilterForm` root), so nothing moves when it loads. */
const Bar = styled('div', { name: 'RaFilterForm' })(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  '& > .filter-field': {
    display: 'flex',
    alignItems: 'flex-end',
    [theme.breakpoints.down('sm')]: { width: '100%' },
  },
  '& > .filter-field > .spacer': { width: theme.spacing(2) },
  '& .MuiFormHelperText-root': { display: 'none' },
  '& .RaFilterForm-filterFormInput .MuiFormControl-root': { marginTop: theme.spacing(1) },
  '& > form': { flex: '0 1 auto', minHeight: 0, padding: 0 },
}));

const isSearchBox = (filter: ReactElement) => filter.type === SearchBox;

/** A filter's value by its source, which may be a path (`address.city`), as react-admin reads it. */
const valueAt = (values: unknown, source: string) =>
  source
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );

export function ListFilterBar() {
  const filters = (useFilterContext() ?? []).filter(isValidElement) as ReactElement<{
    source: string;
    alwaysOn?: boolean;
  }>[];
  const { displayedFilters = {}, filterValues } = useListContext();
  const boxes = filters.filter(isSearchBox);
  const others = filters.filter((filter) => !isSearchBox(filter));
  const shown = others.some(
    (filter) =>
      filter.props.alwaysOn ||
      displayedFilters[filter.props.source] ||
      !isEmpty(valueAt(filterValues, filter.props.source)),
  );
  return (
    <Bar>
      {boxes.map((box) => (
        <div
          key={box.props.source}
          className="filter-field RaFilterForm-filterFormInput"
          data-source={box.props.source}
        >
          {box}
          <div className="spacer">&nbsp;</div>
        </div>
      ))}
      {shown && (
        <FilterContext.Provider value={others}>
          <Suspense fallback={null}>
            <FilterForm />
          </Suspense>
        </FilterContext.Provider>
      )}
    </Bar>
  );
}
