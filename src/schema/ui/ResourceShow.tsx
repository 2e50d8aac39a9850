/** The generated show page: its record actions, every field but write-only ones, then the record's history. */
import CardContent from '@mui/material/CardContent';
import { EditButton, Show, SimpleShowLayout, TopToolbar, useCanAccess } from 'react-admin';
import { FieldValue } from './FieldValue';
import { HistoryPanel } from './HistoryPanel';
import { RecordActionButtons } from './RecordActionButtons';
import { useDefinition } from './EngineContext';

function ShowActions() {
  const { name, definition } = useDefinition();
  const { canAccess = false } = useCanAccess({ resource: name, action: 'edit' });
  return (
    <TopToolbar>
      {definition.actions && <RecordActionButtons />}
      {canAccess && definition.access.edit !== false && <EditButton />}
    </TopToolbar>
  );
}

export function ResourceShow() {
  const { definition } = useDefinition();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        {Object.entries(definition.fields)
          .filter(([, field]) => field.kind !== 'password')
          .map(([source, field]) => (
            <FieldValue key={source} source={source} field={field} />
          ))}
      </SimpleShowLayout>
      <CardContent>
        <HistoryPanel />
      </CardContent>
    </Show>
  );
}
