/**
 * The records a list page's reference cells name, asked for once per shown reference column for the whole
 * page. react-admin's ReferenceField gathers its cells' ids into one request as well, but keeps a query and a
 * loading bar in every cell: 25 of each on a page of products, some 8 % of its cold load. A cell reads its
 * record here (`usePageReference`); where a column has no entry (no list around it), the cell is a
 * ReferenceField as before.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  useGetMany,
  useGetRecordRepresentation,
  useListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ReferenceField } from '../types';
import { useReferenceName } from './EngineContext';
import type { ReferenceColumn } from './inTableCell';
import { useRecordLink, type RecordLink } from './useRecordLink';
import { useRecordName } from './useRecordName';

/** What a column's cells show, worked out once for the column rather than in every cell. */
export interface PageReference {
  /** The referenced resource's react-admin name. */
  resource: string;
  /** The page's referenced records by their id as a string. */
  records: ReadonlyMap<string, RaRecord>;
  pending: boolean;
  failed: boolean;
  /** Where a cell links for this user; undefined until the permissions are known. */
  link: RecordLink | undefined;
  /** A referenced record's name. */
  name: (record: RaRecord) => ReactNode;
}

type PageReferences = ReadonlyMap<string, PageReference>;
const PageReferencesContext = createContext<PageReferences>(new Map());

/** The page's records of the column `source`, or undefined where no list asked for them. */
export function usePageReference(source: string): PageReference | undefined {
  return useContext(PageReferencesContext).get(source);
}

/**
 * One layer per reference column, always all of them, so that showing or hiding a column does not change
 * what wraps the table (which would mount it anew); a hidden column asks for nothing.
 */
export function PageReferencesProvider({
  columns,
  hidden,
  children,
}: {
  columns: readonly ReferenceColumn[];
  hidden: readonly string[];
  children: ReactNode;
}) {
  return columns.reduceRight<ReactNode>(
    (inner, [source, field]) => (
      <ColumnReferences key={source} source={source} field={field} shown={!hidden.includes(source)}>
        {inner}
      </ColumnReferences>
    ),
    children,
  );
}

function ColumnReferences({
  source,
  field,
  shown,
  children,
}: {
  source: string;
  field: ReferenceField;
  shown: boolean;
  children: ReactNode;
}) {
  const resource = useReferenceName(field.reference);
  const { data } = useListContext();
  const ids = useMemo(() => idsOf(data, source), [data, source]);
  const {
    data: records,
    isPending,
    error,
  } = useGetMany(resource, { ids }, { enabled: shown && ids.length > 0 });
  const link = useRecordLink(resource);
  const namer = useRecordName(field.reference);
  const represent = useGetRecordRepresentation(resource);
  const outer = useContext(PageReferencesContext);
  const value = useMemo(() => {
    const entry: PageReference = {
      resource,
      records: new Map((records ?? []).map((record) => [String(record.id), record])),
      pending: isPending && ids.length > 0,
      failed: !!error,
      link,
      name: (record) => (namer ? namer(record) : represent(record)),
    };
    return new Map(outer).set(source, entry);
  }, [outer, source, resource, records, isPending, error, ids.length, link, namer, represent]);
  return <PageReferencesContext.Provider value={value}>{children}</PageReferencesContext.Provider>;
}

/** The distinct ids a page's records hold in `source`. */
export function idsOf(data: readonly RaRecord[] | undefined, source: string): Identifier[] {
  const ids = new Set<Identifier>();
  for (const record of data ?? []) {
    const id: unknown = record[source];
    if ((typeof id === 'string' && id !== '') || typeof id === 'number') ids.add(id);
  }
  return [...ids];
}
