/** The resource engine's own texts (src/schema/ui/messages.ts), as react-admin's come from ra.ts. */
import { engineMessages } from '../../schema/ui/messages';
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = engineMessages;

export default messages;
