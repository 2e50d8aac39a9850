/** A licence's states (SPEC 4), one field for the merchant's licences and the partner's view of them. */
import { defineFields } from '../../schema/define-resource';

export const { status: LICENCE_STATUS } = defineFields({
  status: {
    kind: 'enum',
    label: { en: 'Status', sv: 'Status' },
    required: true,
    chip: true,
    listed: true,
    filterable: true,
    values: {
      active: { label: { en: 'Active', sv: 'Aktiv' }, color: 'success' },
      suspended: { label: { en: 'Suspended', sv: 'Pausad' }, color: 'warning' },
      deactivated: { label: { en: 'Deactivated', sv: 'Inaktiverad' }, color: 'default' },
      expired: { label: { en: 'Expired', sv: 'Utgången' }, color: 'error' },
      deleted: { label: { en: 'Deleted', sv: 'Borttagen' }, color: 'default' },
    },
  },
});
