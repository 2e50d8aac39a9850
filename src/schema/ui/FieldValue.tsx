/** The view of one field (list cells, show pages): the resource's own component, else its kind's (./kinds/). */
import { createElement, Suspense } from 'react';
import { enumKey } from '../labels';
import type { FieldDefinition } from '../types';
import { fieldComponents } from './components';
import { useComponentIndex, useDefinition } from './EngineContext';
import { uiKindOf } from './kinds';
import { SubRecordsValue } from './kinds/subRecords';

export function FieldValue({ source, field }: { source: string; field: FieldDefinition }) {
  const { name, definition } = useDefinition();
  const components = useComponentIndex();
  const override = field.component
    ? fieldComponents(components, definition, field.component).field
    : undefined;
  if (override) return <Suspense fallback={null}>{createElement(override, { source, field })}</Suspense>;
  if (field.kind === 'subRecords') return <SubRecordsValue source={source} field={field} />;
  const { Value } = uiKindOf(field);
  return Value && <Value source={source} field={field} choiceKey={(value) => enumKey(name, source, value)} />;
}
