/** An image (`jsonb` `{ src, title }`), shown as a picture; uploaded, never in a CSV file or the bench. */
import { uploadKind } from './family-upload';

export const image = uploadKind;
