/** The import page's menu entry; its texts load with the page (src/pages/import/messages.ts). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { pages: { import: { menu: 'Import och export' } } },
  en: { pages: { import: { menu: 'Import and export' } } },
};

export default messages;
