/**
 * Whether a field's value renders in a list's table cell. There a value needs no typography of its own (the
 * cell sets it), so a text is a plain span: react-admin's TextField (a memo, a themed Typography and its
 * styled root, some eight components) was two of every products row's 137 components.
 */
import { createContext, useContext } from 'react';

export const InTableCellContext = createContext(false);
export const useInTableCell = () => useContext(InTableCellContext);
