/** The files page's menu entry; its texts load with the page (src/pages/files/messages.ts). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { files: { menu: 'Filer' } },
  en: { files: { menu: 'Files' } },
};

export default messages;
