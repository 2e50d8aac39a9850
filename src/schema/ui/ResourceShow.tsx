/**
 * The generated show page: its record actions, every field that holds a value but write-only ones (and
 * `show: false`, and those whose `shownWhen` the record does not meet), then the record's history.
 */
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import {
  DeleteWithConfirmButton,
  EditButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { isShown } from '../shown-when';
import { FieldValue } from './FieldValue';
import { HistoryPanel } from './HistoryPanel';
import { RecordActionButtons } from './RecordActionButtons';
import { useDefinition } from './EngineContext';
import { useDeleteNaming } from './useDeleteNaming';

/**
 * react-admin's toolbar keeps its buttons on one line, right-aligned: on a phone the first ones would
 * start left of the screen. Here they wrap onto further lines, and a long label onto two.
 */
const WRAPPING = { flexWrap: 'wrap', whiteSpace: 'normal', rowGap: 1, maxWidth: '100%' } as const;

function ShowActions({ children }: { children?: ReactNode }) {
  const { name, definition } = useDefinition();
  const { canAccess = false } = useCanAccess({ resource: name, action: 'edit' });
  const { canAccess: canDelete = false } = useCanAccess({ resource: name, action: 'delete' });
  const editable = definition.access.edit !== false;
  const naming = useDeleteNaming();
  return (
    <TopToolbar sx={WRAPPING}>
      {definition.actions && <RecordActionButtons />}
      {children}
      {canAccess && editable && <EditButton />}
      {/* A record with no edit page (a lead) is deleted from here; others from their edit page. */}
      {canDelete && !editable && definition.access.delete !== false && (
        <DeleteWithConfirmButton mutationMode="pessimistic" translateOptions={naming} />
      )}
    </TopToolbar>
  );
}

/** No value to show: a page lists what the record holds, not a row of dashes for what it lacks. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The record's fields that hold a value, each where its record meets its `shownWhen`. */
function ShownFields() {
  const { definition } = useDefinition();
  const record = useRecordContext();
  return (
    <SimpleShowLayout>
      {Object.entries(definition.fields)
        .filter(([, field]) => field.kind !== 'password' && field.show !== false && isShown(field, record))
        .filter(([source]) => !record || !isEmpty(record[source]))
        .map(([source, field]) => (
          <FieldValue key={source} source={source} field={field} />
        ))}
    </SimpleShowLayout>
  );
}

/**
 * `actions`: a resource's own buttons beside the generated ones (an order's refund); `notice`: what the
 * page says first, above the fields (an integration's authorization outcome); `children`: its own part
 * of the page between the fields and the history (a store's table QR codes).
 */
export function ResourceShow({
  actions,
  notice,
  children,
}: {
  actions?: ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Show actions={<ShowActions>{actions}</ShowActions>}>
      {notice}
      <ShownFields />
      {children}
      <CardContent>
        <HistoryPanel />
      </CardContent>
    </Show>
  );
}
