/**
 * react-admin's list parts that show only on use, for ./LazyListParts.tsx to load (build/lazyListParts.ts
 * ): the columns chooser's content and the saved queries' dialogs.
 */
export {
  AddSavedQueryDialog,
  ColumnsSelector,
  ColumnsSelectorItem,
  RemoveSavedQueryDialog,
} from 'react-admin';
