/** Registers and terminals: a terminal's pairing handshake and the devices' write rules. */
import { defineFeature } from '../define-feature.ts';
import { deviceStorageHooks } from './device-hooks.ts';
import { handshakeRoutes } from './handshake.ts';

export default defineFeature({ routes: handshakeRoutes, hooks: { devices: deviceStorageHooks } });
