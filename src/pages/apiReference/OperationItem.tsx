/**
 * One operation of the API reference: a button with its method, path and summary that opens its details
 * (./OperationDetails.tsx), and under it who may call it.
 */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Fragment, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DOCUMENT_LANGUAGE, type Method, type OperationRow, type Schemas } from './openApi';
import { OperationDetails } from './OperationDetails';

const METHOD_COLOURS = {
  get: 'info',
  post: 'success',
  put: 'warning',
  patch: 'secondary',
  delete: 'error',
} as const satisfies Record<Method, string>;

/**
 * The method as a coloured label: filled in the light theme, outlined in the dark one, where the filled
 * error red with white text falls below WCAG AA; each of these pairs has 4.5:1 or more.
 */
function MethodLabel({ method }: { method: Method }) {
  return (
    <Box
      component="span"
      sx={(theme) => {
        const palette = theme.palette[METHOD_COLOURS[method]];
        return {
          flexShrink: 0,
          minWidth: '4.25rem',
          boxSizing: 'border-box',
          px: 0.75,
          borderRadius: 1,
          textAlign: 'center',
          fontFamily: 'monospace',
          fontSize: theme.typography.pxToRem(13),
          fontWeight: 700,
          lineHeight: '22px',
          ...(theme.palette.mode === 'light'
            ? { backgroundColor: palette.main, color: palette.contrastText, border: '1px solid transparent' }
            : { border: `1px solid ${palette.light}`, color: palette.light }),
        };
      }}
    >
      {method.toUpperCase()}
    </Box>
  );
}

/** A path that wraps after a slash rather than inside a segment, where a narrow screen needs it to. */
function PathText({ path }: { path: string }) {
  return path.split('/').map((segment, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {segment}
    </Fragment>
  ));
}

export function OperationItem({ row, schemas }: { row: OperationRow; schemas: Schemas }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { summary, description } = row.operation;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        id={`${id}-button`}
        aria-expanded={open}
        aria-controls={open ? `${id}-details` : undefined}
        onClick={() => setOpen((was) => !was)}
        sx={{
          width: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 1.5,
          px: 1,
          pt: 1,
          pb: 0.5,
          textAlign: 'left',
          borderRadius: 1,
          '&:hover': { backgroundColor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <MethodLabel method={row.method} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box component="code" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
            <PathText path={row.path} />
          </Box>
          {summary && (
            <Typography variant="body2" component="span" sx={{ display: 'block' }} lang={DOCUMENT_LANGUAGE}>
              {summary}
            </Typography>
          )}
        </Box>
        <ExpandMore
          aria-hidden
          sx={{
            flexShrink: 0,
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : undefined,
          }}
        />
      </ButtonBase>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pb: 1, pl: { sm: 11 } }}>
          {translate('apiReference.access')}: <span lang={DOCUMENT_LANGUAGE}>{description}</span>
        </Typography>
      )}
      {open && (
        <OperationDetails
          operation={row.operation}
          schemas={schemas}
          id={`${id}-details`}
          labelledBy={`${id}-button`}
        />
      )}
    </Box>
  );
}
