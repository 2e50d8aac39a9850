/**
 * The organization's users and the change of one user's permissions, through the normal write of a
 * user (dataProvider.update: its validation, history and version check). A refusal shows the API's own
 * words; a stale version (409) shows the stored user instead.
 */
import { useState } from 'react';
import {
  HttpError,
  useDataProvider,
  useGetList,
  useLocaleState,
  useNotify,
  type RaRecord,
} from 'react-admin';

export interface UserRow extends RaRecord {
  username: string;
  firstName?: string;
  lastName?: string;
  permissions?: string[];
}

/** The most users the screen shows; a larger organization narrows them with the search. */
export const USERS_SHOWN = 500;

export const userName = (user: UserRow): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

function refusal(error: unknown, locale: string): string | undefined {
  const body =
    error instanceof HttpError
      ? (error.body as { errors?: { errorMessage?: Record<string, string> }[] })
      : null;
  return body?.errors?.[0]?.errorMessage?.[locale === 'en' ? 'en' : 'sv'];
}

export function useUserPermissions() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const list = useGetList<UserRow>('users', {
    pagination: { page: 1, perPage: USERS_SHOWN },
    sort: { field: 'lastName', order: 'ASC' },
  });
  const [saving, setSaving] = useState<string | null>(null);

  const change = async (user: UserRow, permissions: string[]) => {
    setSaving(String(user.id));
    try {
      await dataProvider.update<UserRow>('users', {
        id: user.id,
        data: { ...user, permissions },
        previousData: user,
      });
      notify('permissionsPage.saved', { type: 'success', messageArgs: { user: userName(user) } });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409)
        notify('permissionsPage.conflict', { type: 'warning', messageArgs: { user: userName(user) } });
      else {
        const message = refusal(error, locale) ?? (error as Error).message;
        notify(message, { type: 'error', messageArgs: { _: message } });
      }
    } finally {
      await list.refetch();
      setSaving(null);
    }
  };

  return { users: list.data, error: list.error, change, saving };
}
