/**
 * A schema the document names (a resource's record, the error shape), opened from a response or a request
 * body: a button that shows its fields, each with its type, whether it is required or read-only, its
 * description, its values and an example. One column on a phone, name and type beside the rest on wider screens.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Tag } from '../../schema/ui/Tag';
import { DOCUMENT_LANGUAGE, schemaFields, type JsonSchema } from './openApi';

export function SchemaFields({ name, schema }: { name: string; schema: JsonSchema | undefined }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const id = useId();
  const fields = open ? schemaFields(schema) : [];
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        onClick={() => setOpen((was) => !was)}
        sx={{ textAlign: 'left', textTransform: 'none', overflowWrap: 'anywhere' }}
      >
        {translate(open ? 'apiReference.hideFields' : 'apiReference.showFields', { name })}
      </Button>
      {open && (
        <Box id={id} sx={{ mt: 1, pl: { xs: 1, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}>
          <Typography variant="subtitle2" component="h4">
            {translate('apiReference.fieldsOf', { name })}
          </Typography>
          {schema?.description && (
            <Typography variant="body2" color="text.secondary" lang={DOCUMENT_LANGUAGE}>
              {schema.description}
            </Typography>
          )}
          {fields.length === 0 ? (
            <Typography variant="body2">{translate('apiReference.noFields')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {fields.map((field) => (
                <Box
                  component="li"
                  key={field.name}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
                    columnGap: 2,
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Box component="code" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {field.name}
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {translate('apiReference.type')}: <code>{field.type}</code>
                    </Typography>
                    {(field.required || field.readOnly) && (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                        {field.required && <Tag>{translate('apiReference.required')}</Tag>}
                        {field.readOnly && <Tag variant="outlined">{translate('apiReference.readOnly')}</Tag>}
                      </Box>
                    )}
                  </Box>
                  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {field.description && (
                      <Typography variant="body2" lang={DOCUMENT_LANGUAGE}>
                        {field.description}
                      </Typography>
                    )}
                    {field.values && (
                      <Typography variant="body2" color="text.secondary">
                        {translate('apiReference.values')}: <code>{field.values.join(', ')}</code>
                      </Typography>
                    )}
                    {field.example !== undefined && (
                      <Typography variant="body2" color="text.secondary">
                        {translate('apiReference.example')}: <code>{field.example}</code>
                      </Typography>
                    )}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
