/** A field kind -> the react-admin Field that shows it (list cells, show pages). */
import Chip from '@mui/material/Chip';
import { createElement, Suspense } from 'react';
import Stack from '@mui/material/Stack';
import {
  ArrayField,
  BooleanField,
  ChipField,
  DataTable,
  EmailField,
  FileField,
  ImageField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  TextField,
  UrlField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DATE_PATTERN } from '../../domain/format';
import { enumKey, subEnumKey, subFieldKey } from '../labels';
import type { EnumField, FieldDefinition, ScalarField } from '../types';
import { fieldComponents } from './components';
import { useComponentIndex, useDefinition, useReferenceName, useRegistry } from './EngineContext';
import { useFormat } from './useFormat';

interface Props {
  source: string;
  field: FieldDefinition;
}

function EnumValueView({
  source,
  field,
  keyOf,
}: {
  source: string;
  field: EnumField;
  keyOf: (value: string) => string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const raw = record?.[source] as unknown;
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map(String);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {values.map((value) =>
        field.chip ? (
          <Chip
            key={value}
            size="small"
            label={translate(keyOf(value), { _: value })}
            color={field.values[value]?.color ?? 'default'}
          />
        ) : (
          <span key={value}>{translate(keyOf(value), { _: value })}</span>
        ),
      )}
    </Stack>
  );
}

function NumberValue({ source, field }: { source: string; field: ScalarField }) {
  const record = useRecordContext();
  const format = useFormat();
  const value = record?.[source] as unknown;
  if (typeof value !== 'number') return null;
  if (field.kind === 'money')
    return (
      <span>{format.money(value, typeof record?.currency === 'string' ? record.currency : undefined)}</span>
    );
  if (field.kind === 'percentage')
    return <span>{format.number(value / 100, { style: 'percent', maximumFractionDigits: 2 })}</span>;
  return <span>{format.number(value, { maximumFractionDigits: 6 })}</span>;
}

function DateValue({ source, withTime }: { source: string; withTime: boolean }) {
  const record = useRecordContext();
  const format = useFormat();
  const value = record?.[source] as unknown;
  if (typeof value !== 'string' || value === '') return null;
  return <span>{format.date(value, withTime ? undefined : DATE_PATTERN)}</span>;
}

function ReferenceValue({ source, target }: { source: string; target: string }) {
  const reference = useReferenceName(target);
  // No `link`: react-admin then links to the show (or edit) view only when the user may open it.
  return <ReferenceField source={source} reference={reference} />;
}

function ReferencesValue({ source, target }: { source: string; target: string }) {
  const reference = useReferenceName(target);
  const representation = useRegistry().get(target)?.representation ?? 'id';
  const { canAccess: canShow = false } = useCanAccess({ resource: reference, action: 'show' });
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={canShow ? 'show' : false}>
        <ChipField source={representation} />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

export function FieldValue({ source, field }: Props) {
  const { name, definition } = useDefinition();
  const components = useComponentIndex();
  const override = field.component
    ? fieldComponents(components, definition, field.component).field
    : undefined;
  if (override) return <Suspense fallback={null}>{createElement(override, { source, field })}</Suspense>;
  switch (field.kind) {
    case 'password':
      return null;
    case 'email':
      return <EmailField source={source} />;
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" />;
    case 'number':
    case 'integer':
    case 'money':
    case 'percentage':
      return <NumberValue source={source} field={field} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
    case 'datetime':
      return <DateValue source={source} withTime={field.kind === 'datetime'} />;
    case 'enum':
      return <EnumValueView source={source} field={field} keyOf={(value) => enumKey(name, source, value)} />;
    case 'reference':
      return <ReferenceValue source={source} target={field.reference} />;
    case 'references':
      return <ReferencesValue source={source} target={field.reference} />;
    case 'image':
      return <ImageField source={`${source}.src`} title={`${source}.title`} />;
    case 'file':
      return <FileField source={`${source}.src`} title={`${source}.title`} target="_blank" />;
    case 'subRecords':
      return (
        <ArrayField source={source}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            {Object.entries(field.fields).map(([sub, subField]) => (
              <DataTable.Col key={sub} source={sub} label={subFieldKey(name, source, sub)} disableSort>
                {subField.kind === 'enum' ? (
                  <EnumValueView
                    source={sub}
                    field={subField}
                    keyOf={(value) => subEnumKey(name, source, sub, value)}
                  />
                ) : (
                  <FieldValueOfRow source={sub} field={subField} />
                )}
              </DataTable.Col>
            ))}
          </DataTable>
        </ArrayField>
      );
    default:
      return <TextField source={source} />;
  }
}

/** Cells of a sub-record row: the same kinds, without nesting. */
function FieldValueOfRow({ source, field }: { source: string; field: ScalarField }) {
  return <FieldValue source={source} field={field} />;
}
