/**
 * The store's longitude input (field `component: 'find-location'`, registered in ./components.tsx) with
 * a button beside the coordinates that asks the API where the typed address is (GET /api/geocode,
 * src/domain/geocode.ts) and fills in latitude and longitude; a refusal shows the API's message on the
 * address (SPEC 8), which keeps what was typed.
 */
import Button from '@mui/material/Button';
import Place from '@mui/icons-material/Place';
import { useState } from 'react';
import { HttpError, NumberInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Location } from '../../domain/geocode';
import { httpClient } from '../../providers/httpClient';
import type { InputOverrideProps } from '../../schema/ui/components';

interface ErrorItem {
  field?: string;
  errorMessage?: Partial<Record<'en' | 'sv', string>>;
}

export default function FindLocationInput({ source, field, label, helperText }: InputOverrideProps) {
  const { getValues, getFieldState, setValue, setError, clearErrors } = useFormContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const bounds = field.kind === 'number' ? { min: field.min, max: field.max } : {};

  const find = async () => {
    setBusy(true);
    try {
      const address: unknown = getValues('address');
      const { json } = await httpClient(
        `/api/geocode?address=${encodeURIComponent(typeof address === 'string' ? address : '')}`,
      );
      const { latitude, longitude } = json as Location;
      const options = { shouldDirty: true, shouldValidate: true };
      setValue('latitude', latitude, options);
      setValue(source, longitude, options);
      // Only this button's own message: a validation error of the address stays.
      if (getFieldState('address').error?.type === 'server') clearErrors('address');
    } catch (caught) {
      const items =
        caught instanceof HttpError ? ((caught.body as { errors?: ErrorItem[] })?.errors ?? []) : [];
      const onAddress = items.find((item) => item.field === 'address');
      const message =
        onAddress?.errorMessage?.[locale === 'en' ? 'en' : 'sv'] ??
        (caught instanceof Error && caught.message
          ? caught.message
          : translate('ra.notification.http_error'));
      if (onAddress) setError('address', { type: 'server', message }, { shouldFocus: true });
      else notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <NumberInput source={source} label={label} helperText={helperText ?? false} fullWidth {...bounds} />
      <Button
        variant="outlined"
        startIcon={<Place />}
        disabled={busy}
        onClick={() => void find()}
        sx={{ mb: 2 }}
      >
        {translate('stores.findLocation')}
      </Button>
    </>
  );
}
