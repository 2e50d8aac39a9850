/** Kinds whose value is a list (several enum values, several references): the list's length rules. */
import type * as Yup from 'yup';
import { msg } from '../messages';

export function listSchema(
  yup: typeof Yup,
  item: Yup.Schema,
  field: { required?: boolean; minItems?: number; maxItems?: number },
): Yup.Schema {
  let s = yup.array().strict().typeError(msg('validation.not_list')).of(item).nullable();
  const min = field.minItems ?? (field.required ? 1 : 0);
  if (min > 0) s = s.min(min, msg('validation.min_items', { min }));
  if (field.maxItems !== undefined)
    s = s.max(field.maxItems, msg('validation.max_items', { max: field.maxItems }));
  return s;
}
