/** The list's filters: a full-text search box and one input per filterable field and operator. */
import type { ReactElement } from 'react';
import { BooleanInput, NumberInput, SearchInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { filterKey, operatorsFor, searchableFields } from '../filters';
import { enumKey, fieldKey } from '../labels';
import type { FieldDefinition, FilterOperator, ResourceDefinition } from '../types';
import { FieldInput } from './FieldInput';

type Translate = ReturnType<typeof useTranslate>;

function filterInput(name: string, source: string, field: FieldDefinition, operator: FilterOperator, translate: Translate): ReactElement {
  const key = filterKey(source, operator);
  const fieldLabel = translate(fieldKey(name, source));
  const label = operator === 'eq' ? fieldLabel : translate(`engine.operators.${operator}`, { field: fieldLabel });
  switch (field.kind) {
    case 'number':
    case 'integer':
    case 'money':
    case 'percentage':
      return <NumberInput key={key} source={key} label={label} />;
    case 'boolean':
      return <BooleanInput key={key} source={key} label={label} />;
    case 'enum':
      return (
        <SelectInput
          key={key}
          source={key}
          label={label}
          choices={Object.keys(field.values).map((value) => ({ id: value, name: enumKey(name, source, value) }))}
        />
      );
    case 'reference':
    case 'references':
      return <FieldInput key={key} source={key} field={{ ...field, kind: 'reference', helper: undefined }} />;
    default:
      return <TextInput key={key} source={key} label={label} />;
  }
}

export function listFilters(name: string, definition: ResourceDefinition, translate: Translate): ReactElement[] {
  const filters: ReactElement[] = [];
  if (searchableFields(definition).length > 0) filters.push(<SearchInput key="q" source="q" alwaysOn placeholder={translate('engine.search')} />);
  for (const [source, field] of Object.entries(definition.fields)) {
    for (const operator of operatorsFor(field)) filters.push(filterInput(name, source, field, operator, translate));
  }
  return filters;
}
