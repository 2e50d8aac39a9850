/**
 * A step's shortcuts before one of its fields (./contactsStep.ts: "same as the signing officer"): each
 * fills fields from others, read from what is typed in the step, else from the saved agreement.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocaleState, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isFilled, type StepShortcut } from '../wizard';

interface Props {
  shortcuts: readonly StepShortcut[];
  record: RaRecord;
}

export function StepShortcuts({ shortcuts, record }: Props) {
  const [locale] = useLocaleState();
  const { getValues, setValue } = useFormContext();
  if (shortcuts.length === 0) return null;
  const apply = (shortcut: StepShortcut) => {
    for (const [to, from] of Object.entries(shortcut.copy)) {
      const typed: unknown = getValues(from);
      const value: unknown = isFilled(typed) ? typed : record[from];
      setValue(to, isFilled(value) ? value : null, { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
      {shortcuts.map((shortcut) => (
        <Button key={shortcut.label.en} size="small" variant="outlined" onClick={() => apply(shortcut)}>
          {shortcut.label[locale === 'en' ? 'en' : 'sv']}
        </Button>
      ))}
    </Stack>
  );
}
