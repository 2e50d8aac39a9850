/**
 * The signed-in user's own settings, pinned screens and photo on the API (server/features/user-settings,
 * src/domain/userSettings.ts): read once a session
 * (src/layout/UserSettingsSync.tsx), changed by PUT.
 */
import type { UserSettings, UserSettingsChange } from '../domain/userSettings';
import { IMAGE_UPLOAD_PATH } from './dataProvider';
import { httpClient } from './httpClient';

const PATH = 'api/users/3.1/me/settings';

export async function fetchUserSettings(): Promise<UserSettings> {
  const { json } = await httpClient(PATH);
  return json as UserSettings;
}

export async function saveUserSettings(change: UserSettingsChange): Promise<UserSettings> {
  const { json } = await httpClient(PATH, {
    method: 'PUT',
    headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' }),
    body: JSON.stringify(change),
  });
  return json as UserSettings;
}

/** Uploads the image (the upload endpoint judges it) and makes it the user's photo. */
export async function savePhoto(file: Blob): Promise<UserSettings> {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient(IMAGE_UPLOAD_PATH, { method: 'POST', body });
  return saveUserSettings({ photoUrl: (json as { url: string }).url });
}
