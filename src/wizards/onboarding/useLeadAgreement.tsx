/** The agreement of the page's lead (`:key` of /apps/<area>/agreements/:leadId/onboard...), in the area's registration. */
import { useGetList, type RaRecord } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { useRegistry } from '../../schema/ui/EngineContext';

export function useLeadAgreement(): {
  resource: string;
  area: string;
  record: RaRecord | undefined;
  isPending: boolean;
  refetch: () => unknown;
  showPath: string;
} {
  const { key = '' } = useParams();
  const area = useLocation().pathname.split('/')[2] ?? '';
  const resource = useRegistry().registrationFor('agreements', area)?.name ?? 'agreements';
  const { data, isPending, refetch } = useGetList(resource, {
    filter: { leadId: key },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'leadId', order: 'ASC' },
  });
  const record = data?.[0];
  const showPath = record ? `/${resource}/${encodeURIComponent(String(record.id))}/show` : `/${resource}`;
  return { resource, area, record, isPending, refetch, showPath };
}
