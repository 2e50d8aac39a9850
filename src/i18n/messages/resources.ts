/**
 * Labels of the resources in src/resources/ (from their own { en, sv } labels), the validation messages
 * of the resource engine and the generated views' texts. Generated: edit the resource files, not this.
 */
import { registry } from '../../resources/registry';
import { resourceMessages } from '../../schema/labels';
import { engineTexts } from '../../schema/ui/texts';
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: { ...resourceMessages(registry, 'sv'), ...engineTexts.sv },
  en: { ...resourceMessages(registry, 'en'), ...engineTexts.en },
};

export default messages;
