/**
 * The downloaded contract's file name: `avtal-<lead id>.pdf` for the agreement's own version, with the
 * version added for the other one, so that the two never share a name in the downloads folder.
 */
import type { ContractVersion } from '../../domain/contract-terms';

/** Keeps a name usable as a file name on every system: letters, digits, dot, dash and underscore. */
export const safeFileName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-');

export function contractFileName(leadId: string, version: ContractVersion, own: ContractVersion): string {
  return `avtal-${safeFileName(leadId)}${version === own ? '' : `-${version}`}.pdf`;
}
