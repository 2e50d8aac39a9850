/**
 * "Change password" of the user menu (UserBlock.tsx), for every signed-in user: the current password,
 * the new one by the domain's rule (src/domain/validators/password.ts) typed twice. The API checks the
 * same and ends the user's other sessions; this one goes on. Loaded when the dialog first opens.
 */
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { HttpError } from 'ra-core';
import {
  Button,
  Form,
  PasswordInput,
  SaveButton,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { passwordRule } from '../domain/validators/password';
import { changeOwnPassword, type PasswordChange } from '../providers/passwordChange';
import { apiErrorsToFormErrors } from '../schema/form-errors';

type Values = Partial<PasswordChange> & { repeatPassword?: string };
type Locale = 'en' | 'sv';

function validate(values: Values, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.currentPassword) errors.currentPassword = 'ra.validation.required';
  const ruleKey = values.newPassword ? passwordRule.check(values.newPassword) : 'ra.validation.required';
  if (ruleKey) errors.newPassword = passwordRule.messages[ruleKey]?.[locale] ?? ruleKey;
  if (values.newPassword && values.repeatPassword !== values.newPassword)
    errors.repeatPassword = 'shell.user.password.mismatch';
  return errors;
}

/** The API's refusal on its fields (a wrong current password, a locked account), else on the current one. */
function refusal(error: unknown, locale: Locale): Record<string, unknown> {
  const body = error instanceof HttpError ? (error.body as { errors?: unknown }) : undefined;
  const items = Array.isArray(body?.errors) ? body.errors : [];
  const onFields = apiErrorsToFormErrors(items, locale);
  if (Object.keys(onFields).length > 0) return onFields;
  return { currentPassword: (error instanceof Error && error.message) || 'ra.notification.http_error' };
}

export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const language: Locale = locale === 'en' ? 'en' : 'sv';

  const save = async ({ currentPassword = '', newPassword = '' }: Values) => {
    try {
      await changeOwnPassword({ currentPassword, newPassword });
    } catch (error) {
      return refusal(error, language);
    }
    notify('shell.user.password.done', { type: 'success' });
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form onSubmit={save} validate={(values: Values) => validate(values, language)} noValidate>
        <DialogTitle id={titleId}>{translate('shell.user.password.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('shell.user.password.help')}</DialogContentText>
          <PasswordInput
            source="currentPassword"
            label="shell.user.password.current"
            autoComplete="current-password"
            isRequired
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="shell.user.password.new"
            autoComplete="new-password"
            helperText="shell.user.password.rule"
            isRequired
            fullWidth
          />
          <PasswordInput
            source="repeatPassword"
            label="shell.user.password.repeat"
            autoComplete="new-password"
            isRequired
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="shell.user.password.save" alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
