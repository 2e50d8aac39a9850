/**
 * A password: written, never read back. The column holds its scrypt hash (longer than the password the
 * rule limits, so no length CHECK); never filtered, sorted, exported or generated.
 */
import { noSamples } from './kind';
import { textKind } from './family-text';

export const password = textKind(128, {
  checks: () => [],
  compare: 'none',
  defaultOperators: [],
  filterInput: null,
  inCsv: () => false,
  samples: noSamples,
});
