/**
 * An operation's details, shown when its row is opened (./OperationItem.tsx): its parameters (name, where
 * it goes, whether it is required, description), its request body, its responses, and for a body or a
 * response that names a schema, that schema's fields (./SchemaFields.tsx).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Tag } from '../../schema/ui/Tag';
import { contentSchema, DOCUMENT_LANGUAGE, schemaNameOf, type Operation, type Schemas } from './openApi';
import { SchemaFields } from './SchemaFields';

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

const plainList = { listStyle: 'none', p: 0, m: 0 } as const;

export function OperationDetails({
  operation,
  schemas,
  id,
  labelledBy,
}: {
  operation: Operation;
  schemas: Schemas;
  id: string;
  /** The id of the button that opens them. */
  labelledBy: string;
}) {
  const translate = useTranslate();
  const { parameters = [], requestBody, responses = {} } = operation;
  const bodySchema = schemaNameOf(contentSchema(requestBody?.content));
  return (
    <Box
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      sx={{ px: 1, pb: 2, pl: { sm: 11 }, overflowWrap: 'anywhere' }}
    >
      <Part heading={translate('apiReference.parameters')}>
        {parameters.length === 0 ? (
          <Typography variant="body2">{translate('apiReference.noParameters')}</Typography>
        ) : (
          <Box component="ul" sx={plainList}>
            {parameters.map((parameter) => (
              <Box component="li" key={`${parameter.in} ${parameter.name}`} sx={{ py: 0.5 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                  <Box component="code" sx={{ fontWeight: 600 }}>
                    {parameter.name}
                  </Box>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {translate(`apiReference.in.${parameter.in}`, { _: parameter.in })}
                  </Typography>
                  {parameter.required && <Tag>{translate('apiReference.required')}</Tag>}
                </Box>
                {parameter.description && (
                  <Typography variant="body2" lang={DOCUMENT_LANGUAGE}>
                    {parameter.description}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Part>
      {requestBody && (
        <Part heading={translate('apiReference.requestBody')}>
          <Typography variant="body2" lang={DOCUMENT_LANGUAGE}>
            {requestBody.description}
          </Typography>
          {Object.keys(requestBody.content ?? {}).map((type) => (
            <Typography key={type} variant="body2" color="text.secondary">
              <code>{type}</code>
            </Typography>
          ))}
          {bodySchema && <SchemaFields name={bodySchema} schema={schemas[bodySchema]} />}
        </Part>
      )}
      <Part heading={translate('apiReference.responses')}>
        <Box component="ul" sx={plainList}>
          {Object.entries(responses).map(([status, response]) => {
            const named = schemaNameOf(contentSchema(response.content));
            return (
              <Box component="li" key={status} sx={{ py: 0.5 }}>
                <Typography variant="body2">
                  <Box component="code" sx={{ fontWeight: 700, mr: 1 }}>
                    {status}
                  </Box>
                  <span lang={DOCUMENT_LANGUAGE}>{response.description}</span>
                </Typography>
                {named && <SchemaFields name={named} schema={schemas[named]} />}
              </Box>
            );
          })}
        </Box>
      </Part>
    </Box>
  );
}
