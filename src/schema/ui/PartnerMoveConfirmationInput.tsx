/**
 * The partner input with its move confirmation (PartnerMoveConfirmationView.tsx), loaded when an
 * organization form shows it. overrides.ts registers it, and the lists read overrides.ts for their row
 * actions and field overrides, so the input (autocomplete, dialog, form state) would otherwise load
 * with every list.
 */
import { lazy, Suspense } from 'react';
import type { FieldOverrideProps } from './overrides';

const PartnerMoveConfirmationView = lazy(() => import('./PartnerMoveConfirmationView'));

export function PartnerMoveConfirmationInput(
  props: FieldOverrideProps & { label: string; helperText?: string },
) {
  return (
    <Suspense fallback={null}>
      <PartnerMoveConfirmationView {...props} />
    </Suspense>
  );
}
