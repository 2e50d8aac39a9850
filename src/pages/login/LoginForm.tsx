/**
 * Username and password (required, at least 4 characters) and the log-in button. After a server error
 * the button stays disabled until a field is edited (SPEC 4, "Login form").
 *
 * Written with plain state and MUI's input parts rather than react-admin's <Form>, <TextInput> and
 * <PasswordInput>: those bring react-hook-form and MUI's TextField (with its Select, Menu and Popover)
 * into the login screen's bundle (DESIGN.md 8: <= 250 KB gzip before the login screen). It behaves as
 * they do: messages show after the first submit and follow each edit; the first invalid field gets the
 * focus; a required field's label has the same aria-hidden asterisk.
 */
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { failureMessage, failureToast } from './loginFailureText';

const MIN_LENGTH = 4;

interface Credentials {
  username: string;
  password: string;
}

/** The message key of a field's value, as react-admin's required() and minLength(4, 'auth.login.minLength'). */
function problemOf(value: string): string | null {
  if (value === '') return 'ra.validation.required';
  if (value.length < MIN_LENGTH) return 'auth.login.minLength';
  return null;
}

interface LoginFieldProps {
  name: keyof Credentials;
  label: string;
  autoComplete: string;
  value: string;
  error: string | null;
  disabled: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  type?: string;
  endAdornment?: ReactNode;
}

function LoginField({
  name,
  label,
  autoComplete,
  value,
  error,
  disabled,
  inputRef,
  onChange,
  type = 'text',
  endAdornment,
}: LoginFieldProps) {
  const translate = useTranslate();
  const id = `login-${name}-${useId()}`;
  return (
    <FormControl className={`ra-input ra-input-${name}`} error={error !== null} disabled={disabled} fullWidth>
      <InputLabel htmlFor={id}>
        <span>
          {translate(label)}
          <span aria-hidden="true">&thinsp;*</span>
        </span>
      </InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        inputRef={inputRef}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        aria-describedby={`${id}-helper-text`}
      />
      <FormHelperText id={`${id}-helper-text`}>
        {error ? translate(error, { min: MIN_LENGTH }) : '\u200b'}
      </FormHelperText>
    </FormControl>
  );
}

export function LoginForm({ target }: { target: string }) {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = {
    username: submitted ? problemOf(values.username) : null,
    password: submitted ? problemOf(values.password) : null,
  };
  const edit = (name: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFailure(null);
  };

  const submit = async () => {
    setSubmitted(true);
    const invalid = problemOf(values.username)
      ? usernameRef
      : problemOf(values.password)
        ? passwordRef
        : null;
    if (invalid) {
      invalid.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await login({ username: values.username, password: values.password }, target);
    } catch (error) {
      setFailure(error ?? new Error('auth.login.failed'));
      const toast = failureToast(error, translate);
      // Already translated: `_` makes react-admin show it as it is instead of looking it up as a key.
      notify(toast, { type: 'error', multiLine: true, messageArgs: { _: toast } });
      setSubmitting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={1}>
        {failure !== null && (
          <Alert severity="error" role="alert">
            {failureMessage(failure, translate)}
          </Alert>
        )}
        <LoginField
          name="username"
          label="auth.login.username"
          autoComplete="username"
          value={values.username}
          error={errors.username}
          disabled={submitting}
          inputRef={usernameRef}
          onChange={edit('username')}
        />
        <LoginField
          name="password"
          label="auth.login.password"
          autoComplete="current-password"
          type={passwordVisible ? 'text' : 'password'}
          value={values.password}
          error={errors.password}
          disabled={submitting}
          inputRef={passwordRef}
          onChange={edit('password')}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(
                  passwordVisible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                )}
                onClick={() => setPasswordVisible((visible) => !visible)}
                size="small"
              >
                {passwordVisible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          }
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
    </form>
  );
}
