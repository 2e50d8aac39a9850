/**
 * The onboarding's steps beside the current one. On a wide screen, the stepper: the steps done, those
 * with errors (judged as the API judges a submission), each reached one a button. On a phone (< 600 px)
 * a 16-step stepper would fill the first screen: one line says where the partner is instead, and the
 * step's own Back button and the summary's links move between steps.
 */
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { stepIssues, type WizardStep } from '../wizard';

interface Props {
  steps: readonly WizardStep[];
  /** The step shown. */
  active: number;
  /** The furthest step saved: those after it cannot be opened yet. */
  reached: number;
  record: RaRecord;
  onOpen: (index: number) => void;
}

export function StepNav({ steps, active, reached, record, onOpen }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const titleOf = (step: WizardStep) => step.title[locale === 'en' ? 'en' : 'sv'];
  if (phone)
    return (
      <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
        {translate('onboarding.stepOf', {
          step: active + 1,
          count: steps.length,
          name: titleOf(steps[active]!),
        })}
      </Typography>
    );
  return (
    <Stepper nonLinear activeStep={active} orientation="vertical">
      {steps.map((s, index) => {
        const issues = index < reached ? stepIssues(s, record) : [];
        return (
          <Step key={s.key} completed={index < reached && issues.length === 0}>
            <StepButton onClick={() => onOpen(index)} disabled={index > reached}>
              <StepLabel error={issues.length > 0}>{titleOf(s)}</StepLabel>
            </StepButton>
          </Step>
        );
      })}
    </Stepper>
  );
}
