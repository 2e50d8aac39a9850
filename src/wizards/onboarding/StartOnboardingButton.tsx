/**
 * "New onboarding" on the agreements list: the company's organisation number (and, for the platform's
 * own admins, the partner it comes through); the API finds the company in the registry, refuses it as
 * SPEC 8 says (on the field), or starts a draft filled from it and the wizard opens at its second step.
 * The dialog's form loads when it opens (StartOnboardingForm.tsx), with the wizards' texts: a list page
 * carries no form, and its button's label is the agreements' own text.
 */
import Add from '@mui/icons-material/Add';
import Dialog from '@mui/material/Dialog';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from 'react-admin';
import { withWizardMessages } from '../../i18n/wizardMessages';

const StartOnboardingForm = lazy(
  withWizardMessages(() =>
    import('./StartOnboardingForm').then((module) => ({ default: module.StartOnboardingForm })),
  ),
);

export function StartOnboardingButton() {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="agreements.newOnboarding" startIcon={<Add />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        {open && (
          <Suspense fallback={null}>
            <StartOnboardingForm titleId={titleId} onCancel={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
