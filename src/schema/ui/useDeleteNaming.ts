import { useRecordContext } from 'react-admin';
import { useDefinition } from './EngineContext';

/**
 * The delete button's translate options: the record named as its definition's `deleteConfirm` says
 * (a user by its name, a lead by its number and company), or react-admin's representation.
 */
export function useDeleteNaming(): { recordRepresentation?: string } {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const names = definition.deleteConfirm?.names;
  if (!names || !record) return {};
  const values = names.map((field) => record[field] as unknown).filter((v) => v !== null && v !== undefined);
  return {
    recordRepresentation: values
      .map(String)
      .filter((v) => v.trim() !== '')
      .join(' '),
  };
}
