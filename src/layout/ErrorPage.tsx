/**
 * The page for an unexpected rendering error (SPEC 8): a title, the error's message and a reset button.
 * Used by <Admin error> and by the layout's own boundary around the page content.
 */
import type { ErrorInfo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export interface ErrorPageProps {
  error: unknown;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function ErrorPage({ error, resetErrorBoundary }: ErrorPageProps) {
  const translate = useTranslate();
  const message = messageOf(error);
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <ErrorOutline color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h1">
        {translate('shell.error.title')}
      </Typography>
      {message && (
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', maxWidth: '60em' }}
        >
          {translate(message, { _: message })}
        </Typography>
      )}
      <Button
        variant="contained"
        startIcon={<Refresh />}
        onClick={() => (resetErrorBoundary ? resetErrorBoundary() : window.location.reload())}
      >
        {translate('shell.error.reset')}
      </Button>
    </Box>
  );
}
