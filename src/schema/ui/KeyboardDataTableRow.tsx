/**
 * Rows of the generated lists that a keyboard can use (WCAG 2.1.1): each row is in the tab order and
 * Enter opens it as a click does (react-admin's rows answer only the mouse); the focused row shows an
 * outline (ResourceList's `rowFocusStyle`). It also moves react-admin's row checkbox label from the
 * checkbox's wrapper, where ARIA does not allow it, to the checkbox input, which had no name. The body
 * gives its rows the shown columns only (`shownColumns`), and the records its reference columns name
 * (./pageReferences.tsx).
 */
import {
  Children,
  isValidElement,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableStoreContext,
  useStore,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import type { SxProps, Theme } from '@mui/material/styles';
import { useReferenceColumns } from './inTableCell';
import { PageReferencesProvider } from './pageReferences';

/** react-admin's `<Checkbox aria-label>` puts the label on the wrapping span: give it to the input. */
export function labelRowCheckbox(row: HTMLElement | null): void {
  const box = row?.querySelector('.select-item');
  const input = box?.querySelector('input');
  const label = box?.getAttribute('aria-label');
  if (!box || !input || !label) return;
  input.setAttribute('aria-label', label);
  box.removeAttribute('aria-label');
}

/** DataTableBody renders each row with its class names and sx only, and passes no ref. */
export function KeyboardDataTableRow(props: DataTableRowProps) {
  const row = useRef<HTMLTableRowElement | null>(null);
  useLayoutEffect(() => labelRowCheckbox(row.current));
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Only the row itself: Enter on its checkbox or a button inside keeps their own meaning.
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return <DataTableRow {...props} ref={row} tabIndex={0} onKeyDown={onKeyDown} />;
}

/**
 * The columns a row shows: a hidden column is left out, by the rule react-admin's cell applies (its
 * `source`, else its `label`, in the hidden columns), so no row renders and subscribes a cell that shows nothing.
 */
export function shownColumns(columns: ReactNode, hidden: readonly string[]): ReactNode[] {
  return Children.toArray(columns).filter((column) => {
    if (!isValidElement<{ source?: string; label?: unknown }>(column)) return true;
    const key = column.props.source ?? column.props.label;
    return !(typeof key === 'string' && hidden.includes(key));
  });
}

export function KeyboardDataTableBody({ children, ...props }: DataTableBodyProps) {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const shown = useMemo(() => shownColumns(children, hidden), [children, hidden]);
  return (
    <PageReferencesProvider columns={useReferenceColumns()} hidden={hidden}>
      <DataTableBody {...props} row={KeyboardDataTableRow}>
        {shown}
      </DataTableBody>
    </PageReferencesProvider>
  );
}

/** The focused row's outline (2 px, primary colour), inside the row so the table does not clip it. */
export const rowFocusStyle = {
  '& .RaDataTable-row:focus-visible': {
    outline: (theme: Theme) => `2px solid ${theme.palette.primary.main}`,
    outlineOffset: '-2px',
  },
} satisfies SxProps<Theme>;
