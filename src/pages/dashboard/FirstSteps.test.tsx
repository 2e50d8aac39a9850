/**
 * The first steps as a new merchant sees them: what exists is ticked, what does not is a link to where it
 * is done, steps the user may not take are left out, and the card is gone when all are done or hidden.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider, type TranslationMessages } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { bundledMessages } from '../../i18n/bundledMessages';
import { FirstSteps } from './FirstSteps';

/** A data provider whose lists hold `totals[resource]` records (with the filter as asked). */
function provider(totals: Record<string, number>, asked: unknown[] = []): DataProvider {
  return {
    getList: async (resource: string, params: { filter: unknown }) => {
      asked.push({ resource, filter: params.filter });
      const total = totals[resource] ?? 0;
      return { data: Array.from({ length: Math.min(total, 1) }, (_, i) => ({ id: i })), total };
    },
  } as unknown as DataProvider;
}

function renderSteps(data: DataProvider, can: (key: string) => boolean = () => true, locale = 'sv') {
  const messages = bundledMessages(locale as 'sv' | 'en') as TranslationMessages;
  return render(
    <MemoryRouter>
      <AdminContext
        dataProvider={data}
        store={memoryStore()}
        i18nProvider={polyglotI18nProvider(() => messages, locale)}
      >
        <FirstSteps can={can} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('a new merchant’s first steps', () => {
  it('ticks what exists and links what is left, from the records themselves', async () => {
    const asked: unknown[] = [];
    renderSteps(provider({ 'apps/setting/stores': 1, 'apps/setting/PaymentMethods': 2 }, asked));
    expect(await screen.findByRole('heading', { name: 'Kom igång' })).toBeTruthy();
    expect(screen.getByText('2 av 6 klara')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lägg upp en butik' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lägg in produkter' }).getAttribute('href')).toBe(
      '/apps/merchant/productsV3/create',
    );
    expect(screen.getByRole('link', { name: 'Parkoppla en kassa' })).toBeTruthy();
    expect(asked).toContainEqual({
      resource: 'apps/merchant/devices',
      filter: { kind: 'register', status: 'paired' },
    });
  });

  it('leaves out the steps the user may not take, in English too', async () => {
    renderSteps(provider({}), (key) => key !== 'integrations', 'en');
    expect(await screen.findByText('0 of 5 done')).toBeTruthy();
    expect(screen.queryByText('Connect your accounting software')).toBeNull();
  });

  it('is gone when every step is done', async () => {
    const all = {
      'apps/setting/stores': 1,
      'apps/setting/PaymentMethods': 1,
      'apps/merchant/productsV3': 40,
      'apps/merchant/devices': 1,
      'apps/merchant/orders': 9,
      'apps/settings/Integration': 1,
    };
    const { container } = renderSteps(provider(all));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('is gone when the user hides it', async () => {
    renderSteps(provider({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Dölj' }));
    expect(screen.queryByRole('heading', { name: 'Kom igång' })).toBeNull();
  });
});
