/**
 * The list columns a phone shows (under 600 px, issue 39): the fields a definition marks `phone`, else
 * the record's name and its first listed amount, so a list fits a 390 px screen with no sideways scroll.
 */
import type { ResourceDefinition } from './types';

export function phoneColumns(definition: Pick<ResourceDefinition, 'fields' | 'representation'>): string[] {
  const fields = Object.entries(definition.fields);
  const marked = fields.filter(([, field]) => field.phone).map(([source]) => source);
  if (marked.length > 0) return marked;
  const amount = fields.find(([, field]) => field.kind === 'money' && field.listed)?.[0];
  return amount ? [definition.representation, amount] : [definition.representation];
}
