/** The permissions screen's menu entry; its texts load with the page (src/pages/permissions/messages.ts). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { permissionsPage: { menu: 'Behörigheter' } },
  en: { permissionsPage: { menu: 'Permissions' } },
};

export default messages;
