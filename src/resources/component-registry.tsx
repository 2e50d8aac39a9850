/**
 * The client components of the resources that have their own (`<name>/components.tsx`, each
 * `export default defineComponents(definition, {...})`), found by import.meta.glob, for the engine:
 * `<EngineProvider components>` and `resourceElements(registry, components)` in src/App.tsx. A `.tsx`
 * file: UI, unlike the definitions (`*.ts` here are isomorphic; the API never reads this file).
 */
import { indexComponents, type ComponentIndex } from '../schema/ui/components';

export const components: ComponentIndex = indexComponents(
  import.meta.glob('./*/components.tsx', { eager: true }),
);
