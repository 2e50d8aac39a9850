/**
 * What signing set up (./provisioning-fields.ts), step by step: SPEC 8's text for its outcome, why a
 * step failed, and links to the records it made where the user may open them.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { FieldOverrideProps } from '../../schema/ui/components';
import { useFormat } from '../../schema/ui/useFormat';
import { useRecordLink } from '../../schema/ui/useRecordLink';

interface Outcome {
  step: string;
  status: string;
  records?: string;
  reasonEn?: string;
  reasonSv?: string;
}

/** The resource whose records each step makes. */
const RESOURCE_OF: Record<string, string> = {
  organization: 'organizations',
  store: 'stores',
  user: 'users',
  licences: 'licenses',
  terminals: 'devices',
  paymentMethods: 'payment-methods',
};

function RecordLinks({ step, ids }: { step: string; ids: string[] }) {
  const resource = RESOURCE_OF[step] ?? step;
  const link = useRecordLink(resource);
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <>
      {ids.map((id, i) => {
        const text = translate('agreements.provisioning.record', { n: i + 1 });
        return link ? (
          <Link key={id} component={RouterLink} to={createPath({ resource, id, type: link })} sx={{ mr: 1 }}>
            {text}
          </Link>
        ) : (
          <span key={id} title={id} style={{ marginRight: 8 }}>
            {text}
          </span>
        );
      })}
    </>
  );
}

export default function ProvisioningField({ source }: FieldOverrideProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { locale } = useFormat();
  const rows = (Array.isArray(record?.[source]) ? record[source] : []) as Outcome[];
  if (rows.length === 0) return <span>{translate('agreements.provisioning.none')}</span>;
  return (
    <ul style={{ margin: 0, paddingLeft: 20 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.step}
          data-step={row.step}
          sx={row.status === 'failed' ? { color: 'error.main' } : undefined}
        >
          <span>{translate(`agreements.provisioning.${row.status}.${row.step}`)}</span>
          {row.status === 'failed' ? <span>: {locale === 'en' ? row.reasonEn : row.reasonSv}</span> : null}
          {row.records ? (
            <>
              {' '}
              <RecordLinks step={row.step} ids={row.records.split(' ')} />
            </>
          ) : null}
        </Box>
      ))}
    </ul>
  );
}
