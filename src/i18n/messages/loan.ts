/** The loan page's menu entry; its texts load with the page (src/pages/loan/messages.ts). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { loan: { menu: 'Företagslån' } },
  en: { loan: { menu: 'Business loan' } },
};

export default messages;
