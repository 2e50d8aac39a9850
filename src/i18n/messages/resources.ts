/**
 * The resources' names from their summaries (src/resource-summaries.gen.ts) and the resource engine's
 * own messages. A definition's other texts (fields, values, actions, rule messages) join the catalogue
 * when it loads (src/loadSignedInApp.ts). Generated: edit the resource files, not this.
 */
import { registry } from '../../resources/registry';
import { resourceNameMessages } from '../../schema/labels';
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: resourceNameMessages(registry, 'sv'),
  en: resourceNameMessages(registry, 'en'),
};

export default messages;
