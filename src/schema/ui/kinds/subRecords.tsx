/**
 * Rows of a small table inside the record: an iterator of the row's inputs side by side, shown as a
 * table. Each cell is its own field's kind (./index.ts). A row's inputs wrap onto more lines where they
 * do not fit (react-admin's inline row squeezes them until labels and values are cut), and the table's
 * cells keep to a narrow padding, so a reviewer reads every label and value at 1024 px too.
 */
import { ArrayField, DataTable } from 'react-admin';
import { ArrayInput, SimpleFormIterator } from './inputs';
import { subEnumKey, subFieldKey } from '../../labels';
import type { SubRecordsField } from '../../types';
import { useDefinition } from '../EngineContext';
import { uiKindOf } from './index';

interface Props {
  source: string;
  field: SubRecordsField;
}

export function SubRecordsInput({
  source,
  field,
  label,
  helperText,
}: Props & { label: string; helperText: string | false }) {
  const { name } = useDefinition();
  const inputs = Object.entries(field.fields).map(([sub, subField]) => {
    const { Input } = uiKindOf(subField);
    return (
      <Input
        key={sub}
        source={sub}
        field={subField}
        label={subFieldKey(name, source, sub)}
        helperText={false}
        fullWidth={false}
        isRequired={Boolean(subField.required)}
        choiceKey={(value) => subEnumKey(name, source, sub, value)}
      />
    );
  });
  return (
    <ArrayInput source={source} label={label} helperText={helperText}>
      {/* A one-field row is one element: react-admin's iterator takes a lone child with Children.only. */}
      <SimpleFormIterator
        inline
        disableReordering
        sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}
      >
        {inputs.length === 1 ? inputs[0] : inputs}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

export function SubRecordsValue({ source, field }: Props) {
  const { name } = useDefinition();
  return (
    <ArrayField source={source}>
      <DataTable bulkActionButtons={false} rowClick={false} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        {Object.entries(field.fields).map(([sub, subField]) => {
          const { Value } = uiKindOf(subField);
          return (
            <DataTable.Col key={sub} source={sub} label={subFieldKey(name, source, sub)} disableSort>
              {Value && (
                <Value
                  source={sub}
                  field={subField}
                  choiceKey={(value) => subEnumKey(name, source, sub, value)}
                />
              )}
            </DataTable.Col>
          );
        })}
      </DataTable>
    </ArrayField>
  );
}
