/**
 * A generic list's layout as the user left it (src/domain/listLayout.ts, kept in react-admin's store,
 * which follows the user: src/providers/settingsStore.ts): the rows' density, and whether the filters
 * stand in the left panel and a row click shows the record in the right one instead of opening it.
 */
import { useStore, type Identifier } from 'react-admin';
import { densityKey, panelRecordKey, sidePanelKey } from '../../domain/listLayout';
import { rowFocusStyle } from './KeyboardDataTableRow';
import { listCellStyle } from './ListColumn';

const ROWS = { ...listCellStyle, ...rowFocusStyle };
const COMPACT = { ...ROWS, '& .MuiTableCell-sizeSmall': { py: 0.25 } };

export function useListLayout(name: string) {
  const [density] = useStore<unknown>(densityKey(name));
  const [left] = useStore<unknown>(sidePanelKey(name, 'left'));
  const [right] = useStore<unknown>(sidePanelKey(name, 'right'));
  const [, choose] = useStore<Identifier | null>(panelRecordKey(name));
  const showBeside = (id: Identifier) => {
    choose(id);
    return false as const;
  };
  return {
    left: left === true,
    right: right === true,
    rowClick: right === true ? showBeside : ('show' as const),
    size: density === 'comfortable' ? ('medium' as const) : ('small' as const),
    sx: density === 'compact' ? COMPACT : ROWS,
  };
}
