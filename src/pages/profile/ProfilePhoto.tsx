/**
 * The user's photo on the profile (SPEC 3, data.photoURL), shown as the top bar's avatar: a PNG or JPEG
 * of at most 2 MB, judged here by the domain's image rule before it is sent and by the upload endpoint
 * again; a refusal says why.
 */
import { useRef, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { UserSettings } from '../../domain/userSettings';
import { imageTypeOf, MAX_IMAGE_BYTES } from '../../domain/validators/image';
import { formatBytes } from '../../domain/validators/upload';
import { USER_SETTINGS_QUERY, useUserSettingsData } from '../../layout/userSettingsQuery';
import { apiErrorText } from '../../providers/apiErrorText';
import { savePhoto, saveUserSettings } from '../../providers/userSettings';

const MAX = formatBytes(MAX_IMAGE_BYTES);

export function ProfilePhoto({ initials }: { initials: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const photo = useUserSettingsData()?.photoUrl ?? null;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const keep = async (save: () => Promise<UserSettings>, done: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(USER_SETTINGS_QUERY, await save());
      setProblem(null);
      notify(done, { type: 'success' });
    } catch (error) {
      setProblem(apiErrorText(error, locale, translate('personal.settings.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) return setProblem(translate('personal.photo.tooLarge', { max: MAX }));
    if (!imageTypeOf(new Uint8Array(await file.slice(0, 32).arrayBuffer())))
      return setProblem(translate('personal.photo.wrongType'));
    await keep(() => savePhoto(file), 'personal.photo.saved');
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-photo">
      <CardContent>
        <Typography id="profile-photo" variant="h6" component="h2" gutterBottom>
          {translate('personal.photo.title')}
        </Typography>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            src={photo ?? undefined}
            alt={photo ? translate('personal.photo.alt') : undefined}
            sx={{ width: 72, height: 72, bgcolor: 'secondary.main' }}
          >
            {initials}
          </Avatar>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                {translate('personal.photo.choose')}
              </Button>
              {photo && (
                <Button
                  disabled={busy}
                  onClick={() => keep(() => saveUserSettings({ photoUrl: null }), 'personal.photo.removed')}
                >
                  {translate('personal.photo.remove')}
                </Button>
              )}
            </Stack>
            <Typography
              variant="body2"
              color={problem ? 'error' : 'text.secondary'}
              role={problem ? 'alert' : undefined}
            >
              {problem ?? translate('personal.photo.help', { max: MAX })}
            </Typography>
          </Stack>
        </Stack>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-label={translate('personal.photo.choose')}
          onChange={chosen}
        />
      </CardContent>
    </Card>
  );
}
