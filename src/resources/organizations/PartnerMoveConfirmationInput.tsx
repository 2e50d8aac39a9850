/**
 * The partner input of an organization (field `component: 'partner-move-confirmation'`, registered in
 * ./components.tsx, which loads it only when a form shows it): choosing
 * another partner than the stored one asks for confirmation in a dialog (SPEC 6: "Moving a customer or
 * merchant to another partner needs a confirmation"); cancelling puts the previous partner back, so
 * the move is never saved unconfirmed.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { AutocompleteInput, ReferenceInput, useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { InputOverrideProps } from '../../schema/ui/components';
import { useReferenceName, useRegistry } from '../../schema/ui/EngineContext';

export default function PartnerMoveConfirmationInput({
  source,
  field,
  label,
  helperText,
}: InputOverrideProps) {
  const target = field.kind === 'reference' ? field.reference : 'partners';
  const reference = useReferenceName(target);
  const representation = useRegistry().get(target)?.representation ?? 'id';
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as unknown;
  const translate = useTranslate();
  const titleId = useId();

  const stored = record?.id !== undefined ? (record[source] as unknown) : undefined;
  // The partner the user has agreed to (the stored one until a move is confirmed).
  const [agreed, setAgreed] = useState<unknown>(stored);
  const asking =
    stored !== undefined &&
    stored !== null &&
    value !== undefined &&
    value !== null &&
    value !== '' &&
    value !== stored &&
    value !== agreed;

  const ids = [stored, value].filter((id): id is string => typeof id === 'string');
  const { data: partners = [] } = useGetMany(reference, { ids }, { enabled: asking });
  const nameOf = (id: unknown) => {
    const found = partners.find((p) => p.id === id) as Record<string, unknown> | undefined;
    return typeof found?.[representation] === 'string' ? (found[representation] as string) : String(id);
  };

  const cancel = () => setValue(source, agreed ?? stored, { shouldDirty: true, shouldValidate: true });
  const confirm = () => setAgreed(value);

  return (
    <>
      <ReferenceInput source={source} reference={reference}>
        <AutocompleteInput label={label} helperText={helperText ?? false} fullWidth />
      </ReferenceInput>
      <Dialog open={asking} onClose={cancel} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('organizations.partnerMove.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('organizations.partnerMove.body', {
              organization: typeof record?.name === 'string' ? record.name : String(record?.id ?? ''),
              from: nameOf(stored),
              to: nameOf(value),
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{translate('organizations.partnerMove.cancel')}</Button>
          <Button onClick={confirm} variant="contained">
            {translate('organizations.partnerMove.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
