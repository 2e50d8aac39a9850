/** Stock levels' write rules (stock-hooks.ts). */
import { defineFeature } from '../define-feature.ts';
import { stockStorageHooks } from './stock-hooks.ts';

export default defineFeature({ hooks: { stock: stockStorageHooks } });
