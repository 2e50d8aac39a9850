/**
 * The cells of a generated list's table (ResourceList), and the list's reference columns with them. There a
 * value needs no typography of its own (the cell sets it), so a text is a plain span: react-admin's TextField
 * (a memo, a themed Typography and its styled root, some eight components) was two of every products row's
 * 137 components. The reference columns are for the rows' body (./pageReferences.tsx).
 */
import { createContext, useContext } from 'react';
import type { ReferenceField } from '../types';

export type ReferenceColumn = readonly [source: string, field: ReferenceField];

/** The list's reference columns inside its table; null outside a list's table. */
export const ListCellsContext = createContext<readonly ReferenceColumn[] | null>(null);

export const useInTableCell = () => useContext(ListCellsContext) !== null;
export const useReferenceColumns = (): readonly ReferenceColumn[] => useContext(ListCellsContext) ?? [];
