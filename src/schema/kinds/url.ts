/** An https address (`text`, at most 2048 characters). */
import { httpsUrlRule } from '../../domain/validators/contact';
import { slug, textKind } from './family-text';

export const url = textKind(2048, {
  rules: { first: httpsUrlRule },
  samples: (context) => [(i) => `https://kaffebaren.se/${slug(context, i)}`],
});
