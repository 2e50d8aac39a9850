/**
 * The generated show page: its record actions, every field that holds a value but write-only ones (and
 * `show: false`, and those whose `shownWhen` the record does not meet), then the record's history.
 */
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { DeleteWithConfirmButton, EditButton, Show, TopToolbar, useCanAccess } from 'react-admin';
import { HistoryPanel } from './HistoryPanel';
import { RecordActionButtons } from './RecordActionButtons';
import { ShownFields } from './ShownFields';
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
