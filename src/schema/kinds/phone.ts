/** A phone number (`text`, at most 30 characters) the contact rule accepts. */
import { phoneRule } from '../../domain/validators/contact';
import { textKind } from './family-text';

const subscriber = (i: number) => String(1000000 + (i % 9000000)).padStart(7, '0');

export const phone = textKind(30, {
  rules: { first: phoneRule },
  samples: () => [(i) => `+4670${subscriber(i)}`, (i) => `070-${subscriber(i)}`],
});
