/** The features of server/features/, read once when the API module loads (load.ts). */
import { loadFeatures } from './load.ts';

export const features = await loadFeatures();
