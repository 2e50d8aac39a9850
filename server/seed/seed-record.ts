/** A record the demo seed stores (server/seed, a feature's `seed.records`). */
import type { FieldsOf } from '../../src/schema/record-of.ts';
import type { ResourceDefinition } from '../../src/schema/types.ts';

/** A record the seed stores; `R`: its data, typed by its definition (`seedRecord`) where it is known. */
export interface SeedRecord<R extends Record<string, unknown> = Record<string, unknown>> {
  resource: string;
  id: string;
  /** null for platform resources. */
  organizationId: string | null;
  data: R;
}

/** A seed record of `definition`, its data typed by the definition's fields (RecordOf without the system fields). */
export function seedRecord<D extends ResourceDefinition>(
  definition: D,
  id: string,
  organizationId: string | null,
  data: NoInfer<FieldsOf<D>>,
): SeedRecord<FieldsOf<D>> {
  return { resource: definition.name, id, organizationId, data };
}
