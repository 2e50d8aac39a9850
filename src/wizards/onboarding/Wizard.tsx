/**
 * The onboarding's steps (./StepNav.tsx) and its current step; a step ahead of the furthest saved one
 * cannot be opened. Leaving a step by Back or the stepper keeps what was typed in it, unsaved, until it is saved.
 * A save that brings a new compliance warning on the step stays on it, showing the warning.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useLocaleState, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { DiscardDraftButton } from './DiscardDraftButton';
import { StepNav } from './StepNav';
import { ONBOARDING_STEPS } from './steps';
import { StepForm } from './StepForm';
import { SummaryStep } from './SummaryStep';
import { newWarnings } from './warnings';

type Values = Record<string, unknown>;

interface Props {
  resource: string;
  initial: RaRecord;
  showPath: string;
  onSubmitted: () => void;
}

const LAST = ONBOARDING_STEPS.length - 1;

export function Wizard({ resource, initial, showPath, onSubmitted }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const notify = useNotify();
  const [record, setRecord] = useState(initial);
  const reached = Math.min(Number(record.currentStep ?? 0), LAST);
  const [active, setActive] = useState(reached);
  const [typed, setTyped] = useState<Record<string, Values>>({});
  const valuesRef = useRef<(() => Values) | null>(null);
  const step = ONBOARDING_STEPS[active]!;

  /** Opens another step, keeping what is typed in this one. */
  const go = (index: number) => {
    const values = valuesRef.current?.();
    if (values) setTyped((all) => ({ ...all, [step.key]: values }));
    setActive(index);
  };
  const saved = (next: RaRecord) => {
    // A warning on this step the partner has not seen yet keeps the step open, the warning on its field;
    // saving it again as it is goes on (the warning stays on the agreement for the reviewer).
    const warned = newWarnings(record, next, step.fields).length > 0;
    setRecord(next);
    // The lists read from the cache (the agreements list, this page when opened again): fetch anew.
    refresh();
    setTyped((all) => ({ ...all, [step.key]: {} }));
    if (warned) notify('onboarding.savedWithWarnings', { type: 'warning' });
    else setActive((index) => Math.min(index + 1, LAST));
  };

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label={translate('onboarding.steps')}
        sx={{ minWidth: { xs: '100%', sm: 240 } }}
      >
        <StepNav steps={ONBOARDING_STEPS} active={active} reached={reached} record={record} onOpen={go} />
        <DiscardDraftButton resource={resource} record={record} />
      </Box>
      <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 320 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {active + 1}. {step.title[locale === 'en' ? 'en' : 'sv']}
        </Typography>
        {step.fields.length > 0 ? (
          <StepForm
            key={`${step.key}-${record.version}`}
            step={step}
            path={`onboarding/${step.key}`}
            record={record}
            typed={typed[step.key]}
            valuesRef={valuesRef}
            onSaved={saved}
            onReload={(current) => {
              setTyped((all) => ({ ...all, [step.key]: {} }));
              setRecord(current);
            }}
            onBack={active > 0 ? () => go(active - 1) : undefined}
          />
        ) : (
          <SummaryStep
            resource={resource}
            record={record}
            onOpen={go}
            onBack={() => go(active - 1)}
            showPath={showPath}
            onSubmitted={onSubmitted}
            onReload={setRecord}
          />
        )}
      </Box>
    </Box>
  );
}
