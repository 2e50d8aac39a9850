/** One record of another resource: an autocomplete, shown as its name, linked when the user may open it. */
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { ReferenceField as ReferenceDefinition } from '../../types';
import { lazyWhenRendered } from '../lazyPart';
import { fetchedReference } from './fetchedReferenceLoad';
import { usePageReference, type PageReference } from '../pageReferences';
import { ReferenceSelect } from './family-reference';
import type { KindValueProps, UiKind } from './kind';
import type { RecordLink } from '../useRecordLink';

/**
 * react-admin's ReferenceField, loaded when first rendered (./fetchedReference.tsx); every view but a list
 * loads it with its own module (resourceElements.tsx `loadView`).
 */
const FetchedReference = lazyWhenRendered<
  typeof import('./fetchedReference'),
  { source: string; field: ReferenceDefinition }
>(fetchedReference, 'FetchedReference');

function ReferenceValue({ source, field }: KindValueProps<ReferenceDefinition>) {
  const page = usePageReference(source);
  // Until the permissions are known, react-admin's field finds the link itself (it asks the authProvider).
  return page && page.link !== undefined ? (
    <CellReference source={source} field={field} page={page} link={page.link} />
  ) : (
    <FetchedReference source={source} field={field} />
  );
}

/** A row's click opens the row: a click on the reference's link opens the reference only. */
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A reference in a list's cell, named from the page's records (../pageReferences.tsx): nothing while they
 * load or where the record is gone, ReferenceField's error and offline states where the read failed (its
 * chunk loads in idle time once the app has started: ./fetchedReferenceLoad.ts).
 */
function CellReference({
  source,
  field,
  page,
  link,
}: {
  source: string;
  field: ReferenceDefinition;
  page: PageReference;
  link: RecordLink;
}) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const id: unknown = record?.[source];
  if (id === null || id === undefined || id === '') return null;
  const target = page.records.get(String(id));
  if (!target) return page.failed ? <FetchedReference source={source} field={field} /> : null;
  const text = page.name(target);
  if (link === false) return <span>{text}</span>;
  return (
    <Link
      to={createPath({ resource: page.resource, id: target.id, type: link })}
      onClick={stopPropagation}
      state={{ _scrollToTop: true }}
    >
      {text}
    </Link>
  );
}

export const reference: UiKind<ReferenceDefinition> = { Input: ReferenceSelect, Value: ReferenceValue };
