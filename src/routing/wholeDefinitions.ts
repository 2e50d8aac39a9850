/**
 * Imported by the pages that read resource definitions across resources (the import page, the
 * wizards): their module, loaded lazily, resolves only once every definition is whole. The app starts
 * with the resources' summaries (src/schema/summary.ts); a resource's own screens wait for its
 * definition alone (src/schema/ui/resourceElements.tsx).
 */
import { registry } from '../resources/registry';

// Once more after a failed fetch: a module whose evaluation failed stays failed until a reload.
await registry.ensureAll().catch(() => registry.ensureAll());
