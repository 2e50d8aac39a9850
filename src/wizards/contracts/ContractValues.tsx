/**
 * A contract type's (or the transfer agreement's) values, read only: what an agreement shows of a
 * contract it can no longer change.
 */
import { Labeled, RecordContextProvider, type RaRecord } from 'react-admin';
import { fieldKey } from '../../schema/labels';
import { FieldValue } from '../../schema/ui/FieldValue';
import { useDefinition } from '../../schema/ui/EngineContext';
import type { WizardStep } from '../wizard';

export function ContractValues({ type, record }: { type: WizardStep; record: RaRecord }) {
  const { name, definition } = useDefinition();
  return (
    <RecordContextProvider value={record}>
      {type.fields.map((source) => (
        <Labeled key={source} label={fieldKey(name, source)} sx={{ display: 'block', mb: 1 }}>
          <FieldValue source={source} field={definition.fields[source]!} />
        </Labeled>
      ))}
    </RecordContextProvider>
  );
}
