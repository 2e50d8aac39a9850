/** The resource definitions of src/resources/, read once when the API module loads. */
import { loadDefinitions } from './load.ts';

export const resourceDefinitions = await loadDefinitions();
