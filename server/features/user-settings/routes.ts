/**
 * GET and PUT /api/users/3.1/me/settings: the signed-in user's own settings, pinned screens and photo
 * (SPEC 3; src/domain/userSettings.ts). The route names no user: the caller's token says whose they are,
 * so no user reads or writes another's. A photo must be an image the caller uploaded itself through
 * the upload endpoint (server/features/uploads: type, size and decoding checked there).
 */
import {
  photoUploadId,
  userSettingsIssues,
  type UserSettingsChange,
} from '../../../src/domain/userSettings.ts';
import type { Caller } from '../../http/env.ts';
import { ApiError } from '../../http/errors.ts';
import { cappedItems } from '../../resources/api-errors.ts';
import { readBody } from '../../resources/input.ts';
import type { Routes } from '../../routing/route-table.ts';
import { readUpload } from '../../storage/uploads.ts';
import type { FeatureEnv } from '../define-feature.ts';
import { changeUserSettings, readUserSettings } from './store.ts';

export const USER_SETTINGS_PATH = '/api/users/3.1/me/settings';
const MAX_BODY = 256 * 1024;

const notOwnPhoto = () =>
  ApiError.of(
    422,
    'validation.userSettings.photo_not_own',
    'Upload the photo first: it must be an image you uploaded',
    'Ladda upp fotot först: det måste vara en bild du själv har laddat upp',
    'photoUrl',
  );

export function userSettingsRoutes(routes: Routes, { deps }: FeatureEnv) {
  const uploader = (caller: Caller) => caller.username || caller.userId;

  routes.get(
    USER_SETTINGS_PATH,
    { signedIn: true },
    "The signed-in user's own settings, pinned screens and photo",
    async (c, { caller }) => c.json(await readUserSettings(deps.db, caller.userId)),
  );

  routes.put(
    USER_SETTINGS_PATH,
    { signedIn: true },
    {
      summary: "Changes the signed-in user's own settings (a null forgets one), pinned screens or photo",
      body: '{ settings?: { [name]: value | null }, shortcuts?: string[], photoUrl?: string | null }',
    },
    async (c, { caller }) => {
      const body = await readBody(c.req.raw, MAX_BODY);
      const issues = userSettingsIssues(body);
      if (issues.length > 0)
        throw new ApiError(
          400,
          cappedItems(issues, ({ field, code, message }) => ({
            errorCode: code,
            errorMessage: message,
            // The body itself (not an object) or a key that is empty: '' names it, as the engine's do.
            field,
          })),
        );
      const change = body as UserSettingsChange;
      if (typeof change.photoUrl === 'string') {
        const upload = await readUpload(deps.db, photoUploadId(change.photoUrl));
        if (!upload || upload.private || !upload.type.startsWith('image/') || upload.by !== uploader(caller))
          throw notOwnPhoto();
      }
      await changeUserSettings(deps.db, caller.userId, change);
      return c.json(await readUserSettings(deps.db, caller.userId));
    },
  );
}
