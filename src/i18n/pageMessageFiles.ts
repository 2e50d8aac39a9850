/** Every bespoke page's own texts (`src/pages/<page>/messages.ts`), by path; each loads when its page does (./pageMessages.ts). */
import type { AreaMessages } from './catalogueCore';

export const pageMessageFiles = import.meta.glob<AreaMessages>('../pages/*/messages.ts', {
  import: 'default',
});
