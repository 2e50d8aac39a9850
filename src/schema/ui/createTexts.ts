/** The message keys of a create's outcome (SPEC 8): the resource's own where it has them, else react-admin's. */
import { engineMessages } from './messages';

const own = new Set(Object.keys(engineMessages.en.engine.created));

export function createTexts(storage: string): { created: string; failed: string | null } {
  if (!own.has(storage)) return { created: 'ra.notification.created', failed: null };
  return { created: `engine.created.${storage}`, failed: `engine.createFailed.${storage}` };
}
