/**
 * react-admin's list parts that show only on use, for ./LazyListParts.tsx to load (build/lazyListParts.ts
 * ): the columns chooser's content, the saved queries' dialogs and the DataTable's default bulk delete
 * button (every list here passes its own bulk actions: never shown).
 */
export {
  AddSavedQueryDialog,
  BulkDeleteButton,
  ColumnsSelector,
  ColumnsSelectorItem,
  RemoveSavedQueryDialog,
} from 'react-admin';
