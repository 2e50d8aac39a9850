/**
 * Labels of the resources in src/resources/ (from their own { en, sv } labels) and the validation
 * messages of the resource engine. Generated: edit the resource files, not this.
 */
import { registry } from '../../resources/registry';
import { resourceMessages } from '../../schema/labels';
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: resourceMessages(registry, 'sv'),
  en: resourceMessages(registry, 'en'),
};

export default messages;
