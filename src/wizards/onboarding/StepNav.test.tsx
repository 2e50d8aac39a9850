/**
 * The onboarding's steps on a phone and on a wide screen (issue 38): under 600 px one line names the
 * step and how far along it is, in Swedish and English; a wider screen has the stepper with every step.
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider, memoryStore, StoreContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from './messages';
import { StepNav } from './StepNav';
import { ONBOARDING_STEPS } from './steps';

/** A screen `width` px wide, as the browser answers media queries. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSteps(locale: 'sv' | 'en') {
  const i18nProvider = polyglotI18nProvider(
    (language) => ({ ...englishMessages, ...messages[language === 'en' ? 'en' : 'sv'] }),
    locale,
  );
  const store = memoryStore({ locale });
  return render(
    <ThemeProvider theme={createTheme()}>
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <StepNav steps={ONBOARDING_STEPS} active={2} reached={2} record={{ id: 'l1' }} onOpen={() => {}} />
        </I18nContextProvider>
      </StoreContextProvider>
    </ThemeProvider>,
  );
}

describe('the onboarding’s steps', () => {
  it('on a phone, is one line naming the step, in Swedish', () => {
    screenOf(390);
    renderSteps('sv');
    expect(screen.getByText(`Steg 3 av ${ONBOARDING_STEPS.length}: Firmatecknare`)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Organisationsnummer')).not.toBeInTheDocument();
  });

  it('on a phone, is one line naming the step, in English', () => {
    screenOf(390);
    renderSteps('en');
    expect(screen.getByText(`Step 3 of ${ONBOARDING_STEPS.length}: Signing officer`)).toBeInTheDocument();
  });

  it('on a wide screen, is the stepper with every step', () => {
    screenOf(1440);
    renderSteps('en');
    expect(screen.queryByText(/^Step 3 of/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(ONBOARDING_STEPS.length);
    expect(screen.getByRole('button', { name: /Signing officer/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Company info/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: ONBOARDING_STEPS[3]!.title.en })).toBeDisabled();
  });
});
