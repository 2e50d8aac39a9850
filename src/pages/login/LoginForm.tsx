/**
 * Username and password (required, at least 4 characters) and the log-in button. After a server error
 * the button stays disabled until a field is edited (SPEC 4, "Login form").
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Form, minLength, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { failureMessage, failureToast } from './loginFailureText';

const validateField = [required(), minLength(4, 'auth.login.minLength')];

interface Credentials {
  username: string;
  password: string;
}

export function LoginForm({ target }: { target: string }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (values: Partial<Credentials>) => {
    setSubmitting(true);
    try {
      await login({ username: values.username ?? '', password: values.password ?? '' }, target);
    } catch (error) {
      setFailure(error ?? new Error('auth.login.failed'));
      notify(failureToast(error, translate), { type: 'error', multiLine: true });
      setSubmitting(false);
    }
  };
  const edited = () => setFailure(null);

  return (
    <Form onSubmit={(values: Record<string, unknown>) => submit(values as Partial<Credentials>)} noValidate>
      <Stack spacing={1}>
        {failure !== null && (
          <Alert severity="error" role="alert">
            {failureMessage(failure, translate)}
          </Alert>
        )}
        <TextInput
          source="username"
          label="auth.login.username"
          autoComplete="username"
          validate={validateField}
          onChange={edited}
          disabled={submitting}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="auth.login.password"
          autoComplete="current-password"
          validate={validateField}
          onChange={edited}
          disabled={submitting}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting || failure !== null}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(submitting ? 'auth.login.submitting' : 'auth.login.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
