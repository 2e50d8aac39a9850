/**
 * References: one (`text`, a foreign key to the referenced storage's table, declared `onDelete`) or
 * several (`text[]`; PostgreSQL has no foreign keys over arrays, so the API refuses to delete a record
 * that a list still names, server/resources/references.ts).
 */
import type { ReferenceField } from '../types';
import { EQUALITY, identity, type KindSpec } from './kind';

export const referenceKind: KindSpec<ReferenceField> = {
  sqlType: () => 'text',
  checks: () => [],
  compare: 'plain',
  defaultOperators: EQUALITY,
  fromDb: identity,
  toDb: identity,
};

export const referencesKind: KindSpec<ReferenceField> = {
  ...referenceKind,
  sqlType: () => 'text[]',
  compare: 'array',
};
