/**
 * The bar over a list with a selection. "Select all" takes at most BULK_CAP records, what one bulk action
 * handles, and says so when the list holds more ("Markera de första 100"), so a selection made with it
 * never disables the actions (docs/decisions.md, "Bulk actions on a large list").
 */
import type { ReactNode } from 'react';
import { BulkActionsToolbar, SelectAllButton, useListContext, useTranslate } from 'react-admin';
import { BULK_CAP } from '../filters';
import { useFormat } from './useFormat';

export function BulkToolbar({ children }: { children: ReactNode }) {
  const { total } = useListContext();
  const translate = useTranslate();
  const format = useFormat();
  const label =
    total !== undefined && total > BULK_CAP
      ? translate('engine.bulk.selectFirst', { max: format.number(BULK_CAP) })
      : translate('ra.action.select_all_button');
  return (
    <BulkActionsToolbar selectAllButton={<SelectAllButton limit={BULK_CAP} label={label} />}>
      {children}
    </BulkActionsToolbar>
  );
}
