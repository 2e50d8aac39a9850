/**
 * The summary's contract types (issue 38): card acquiring is included only with a card brand chosen,
 * in Swedish and English; with none it is "not included" and its terms are not asked for.
 */
import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { I18nContextProvider, memoryStore, StoreContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContractTypesSummary, incompleteContracts } from './ContractTypesSummary';
import messages from './messages';

const AGREEMENT = {
  id: 'a1',
  priceCategory: 'standard',
  contractVersion: '2022-06',
  monthlyServiceFee: 39500,
  checkoutIncluded: false,
};

function renderSummary(record: Record<string, unknown>, locale: 'sv' | 'en') {
  const i18nProvider = polyglotI18nProvider(
    (language) => ({ ...englishMessages, ...messages[language === 'en' ? 'en' : 'sv'] }),
    locale,
  );
  return render(
    <MemoryRouter>
      <StoreContextProvider value={memoryStore({ locale })}>
        <I18nContextProvider value={i18nProvider}>
          <ContractTypesSummary record={{ ...AGREEMENT, ...record, id: 'a1' }} path="/x" />
        </I18nContextProvider>
      </StoreContextProvider>
    </MemoryRouter>,
  );
}

const stateOf = (title: string) => within(screen.getByText(title).closest('li')!).getAllByText(/./).at(-1)!;

describe('the summary’s contract types', () => {
  it('count card acquiring as not included while no card brand is chosen', () => {
    renderSummary({ cardBrands: [] }, 'sv');
    expect(stateOf('Avtal om kortinlösen')).toHaveTextContent('Ingår inte');
    expect(stateOf('Produktavtal')).toHaveTextContent('Ingår');
    expect(incompleteContracts({ ...AGREEMENT, cardBrands: [], priceCategory: null })).toEqual([]);
  });

  it('count card acquiring as included once a card brand is chosen', () => {
    renderSummary({ cardBrands: ['visa'] }, 'en');
    expect(stateOf('Card acquiring agreement')).toHaveTextContent(/^Included$/);
    expect(stateOf('Online checkout agreement')).toHaveTextContent('Not included');
  });
});
