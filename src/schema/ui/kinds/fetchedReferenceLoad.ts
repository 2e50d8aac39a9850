/** The module of react-admin's ReferenceField for a reference (./fetchedReference.tsx), loaded once. */
import { loadOnce } from '../lazyPart';

export const fetchedReference = loadOnce(() => import('./fetchedReference'));
