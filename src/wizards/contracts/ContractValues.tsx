/** A contract type's values, read only: what an agreement past its draft shows of its contract. */
import { Labeled, RecordContextProvider, type RaRecord } from 'react-admin';
import { fieldKey } from '../../schema/labels';
import { FieldValue } from '../../schema/ui/FieldValue';
import { useDefinition } from '../../schema/ui/EngineContext';
import type { ContractType } from './types';

export function ContractValues({ type, record }: { type: ContractType; record: RaRecord }) {
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
