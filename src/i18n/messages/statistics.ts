/** The menu entries of the reports page and the sales statistics; their texts load with the pages
 * (src/pages/statistics/messages.ts). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { reports: { menu: 'Rapporter' }, statistics: { menu: 'Försäljningsstatistik' } },
  en: { reports: { menu: 'Reports' }, statistics: { menu: 'Sales statistics' } },
};

export default messages;
