/**
 * The register of a new Z report: the organization's registers only (no terminals), each named with its
 * store, since every store has a "Kassa 1".
 */
import { AutocompleteInput, ReferenceInput, useGetList } from 'react-admin';
import type { InputOverrideProps } from '../../schema/ui/components';
import { useReferenceName } from '../../schema/ui/EngineContext';

export default function RegisterInput({ source, label, helperText }: InputOverrideProps) {
  const { data: stores = [] } = useGetList(useReferenceName('stores'), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const storeName = new Map(stores.map((s) => [s.id, String(s.name)]));
  return (
    <ReferenceInput source={source} reference={useReferenceName('devices')} filter={{ kind: 'register' }}>
      <AutocompleteInput
        label={label}
        helperText={helperText ?? false}
        optionText={(device: { name?: string; store?: string }) =>
          `${device.name ?? ''} · ${storeName.get(device.store ?? '') ?? ''}`
        }
        fullWidth
      />
    </ReferenceInput>
  );
}
