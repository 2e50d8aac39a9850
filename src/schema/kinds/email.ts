/** An email address (`text`, at most 254 characters), of the shape the contact rule accepts. */
import { emailRule } from '../../domain/validators/contact';
import { textKind } from './family-text';
import { pad } from './samples';

export const email = textKind(254, {
  rules: { first: emailRule },
  samples: () => [(i) => `bench.${pad(i)}@kaffebaren.se`],
});
