/** The messages of a wizard's own rules (./wizard.ts): a needed field left empty, the steps left incomplete. */
import { ENGINE_MESSAGES } from '../schema/messages';

export const REQUIRED_MESSAGES = { 'validation.required': ENGINE_MESSAGES['validation.required'] };

export const STEPS_INCOMPLETE_MESSAGES = {
  ...REQUIRED_MESSAGES,
  // Each language names the steps in its own words: the `sv` and `en` params hold their titles.
  'validation.steps_incomplete': {
    en: 'Steps that need completing: %{en}',
    sv: 'Steg som behöver kompletteras: %{sv}',
  },
};
