/** The API reference's menu entry; its texts load with the page (src/pages/apiReference/messages.ts). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { apiReference: { menu: 'API-referens' } },
  en: { apiReference: { menu: 'API reference' } },
};

export default messages;
