/** Every component key a resource definition names has its component (tsc checks each components.tsx; this, the rest). */
import { describe, expect, it } from 'vitest';
import { fieldComponents, rowActionComponent, viewComponent } from '../schema/ui/components';
import { components } from './component-registry';
import { registry } from './registry';

// The app's registry starts with summaries (src/schema/summary.ts); these tests read whole definitions.
await registry.ensureAll();

describe('resource components', () => {
  it.each(registry.definitions.map((definition) => [definition.name, definition] as const))(
    '%s: every key it names is registered',
    (_name, definition) => {
      for (const field of Object.values(definition.fields))
        if (field.component)
          expect(() => fieldComponents(components, definition, field.component!)).not.toThrow();
      for (const key of definition.list?.rowActions ?? [])
        expect(() => rowActionComponent(components, definition, key)).not.toThrow();
      for (const view of ['list', 'show', 'edit', 'create'] as const)
        expect(() => viewComponent(components, definition, view)).not.toThrow();
    },
  );

  it('finds the organizations folder', () => {
    expect(components.get('organizations')?.rowActions['work-in-organization']).toBeDefined();
  });
});
