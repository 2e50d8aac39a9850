/** Users' write rules: who may manage whom, credentials kept apart from the record (user-hooks.ts). */
import { defineFeature } from '../define-feature.ts';
import { userStorageHooks } from './user-hooks.ts';

export default defineFeature({ hooks: { users: userStorageHooks } });
