/**
 * A record's fields that hold a value, each where its record meets its `shownWhen`, but write-only ones
 * and `show: false`: the show page's and the list's right panel's.
 */
import { SimpleShowLayout, useRecordContext } from 'react-admin';
import { isShown } from '../shown-when';
import { FieldValue } from './FieldValue';
import { useDefinition } from './EngineContext';

/** No value to show: a page lists what the record holds, not a row of dashes for what it lacks. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function ShownFields() {
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
