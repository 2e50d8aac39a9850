/** Booleans, stored as `boolean`. */
import type { BooleanField } from '../types';
import { EQUALITY, identity, type KindSpec } from './kind';

export const booleanKind: KindSpec<BooleanField> = {
  sqlType: () => 'boolean',
  checks: () => [],
  compare: 'plain',
  defaultOperators: EQUALITY,
  fromDb: identity,
  toDb: identity,
};
