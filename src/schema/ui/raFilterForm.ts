/** react-admin's FilterForm, as ListFilterBar.tsx loads it (a chunk of its own). */
export { FilterForm } from 'react-admin';
