/** A file (`jsonb` `{ src, title }`), shown as a download link; uploaded, never in a CSV file or the bench. */
import { uploadKind } from './family-upload';

export const file = uploadKind;
