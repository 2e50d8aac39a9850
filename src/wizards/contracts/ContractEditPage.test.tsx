/**
 * The contract type page of an agreement, with the real dataProvider against the reference API
 * in-process: a draft's online checkout is refused on its field until complete, then saved; an
 * agreement past its draft shows its terms read only; an unknown type is not found.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inProcessApi } from '../../../tests/views/inProcessApi';
import { renderRoute } from '../../../tests/views/renderRoute';
import { registry } from '../../resources/registry';
import ContractEditPage from './ContractEditPage';

const api = inProcessApi(registry, 'partner@demo.test');
const PATH = '/apps/partneradmin/agreements/:key/onboard/edit/:type';

function renderPage(leadId: string, type: string) {
  return renderRoute(api, PATH, <ContractEditPage />, PATH.replace(':key', leadId).replace(':type', type));
}

async function startDraft(): Promise<{ id: string; leadId: string }> {
  const res = await api.server.app.request('/api/leads/3.0/onboarding', {
    method: 'POST',
    headers: { ...(await api.server.authHeader('partner@demo.test')), 'Content-Type': 'application/json' },
    body: JSON.stringify({ organizationNumber: '559412-0734' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; leadId: string };
}

describe('a contract type’s page', () => {
  it('refuses a draft’s online checkout on its field until complete, then saves it', async () => {
    const user = userEvent.setup();
    const draft = await startDraft();
    renderPage(draft.leadId, 'checkout');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Online checkout agreement: Solrosens Bageri AB',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View as PDF' })).toHaveAttribute(
      'href',
      `/apps/partneradmin/agreements/${draft.leadId}/onboard/edit/checkout/PDFPreview`,
    );
    await user.click(screen.getByRole('switch', { name: 'Online checkout included' }));
    await user.click(screen.getByRole('button', { name: 'Save the contract terms' }));
    const website = screen.getByRole('textbox', { name: /Web shop address/ });
    expect(await within(website.closest('.MuiFormControl-root')!).findByText('Required')).toBeInTheDocument();

    await user.type(website, 'https://solrosensbageri.se');
    await user.click(screen.getByRole('combobox', { name: /Web shop platform/ }));
    await user.click(await screen.findByRole('option', { name: 'Shopify' }));
    await user.type(screen.getByRole('spinbutton', { name: /Days from payment to delivery/ }), '14');
    await user.click(screen.getByRole('button', { name: 'Save the contract terms' }));
    expect(await screen.findByText('The contract terms were saved')).toBeInTheDocument();
    const res = await api.server.app.request(`/api/leads/3.0/${draft.id}`, {
      headers: await api.server.authHeader('partner@demo.test'),
    });
    expect(await res.json()).toMatchObject({
      checkoutIncluded: true,
      checkoutWebsite: 'https://solrosensbageri.se',
      checkoutPlatform: 'shopify',
      checkoutDeliveryDays: 14,
    });
  }, 60_000);

  it('shows a submitted agreement’s terms read only, and says how to change them', async () => {
    renderPage('L-25001', 'acquiring');
    expect(await screen.findByText(/recall it to a draft to change its contract terms/)).toBeInTheDocument();
    expect(screen.getByText('Card price category')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the contract terms' })).not.toBeInTheDocument();
  }, 60_000);

  it('does not advise recalling an agreement whose lifecycle refuses it', async () => {
    renderPage('L-25009', 'acquiring');
    expect(
      await screen.findByText(
        'The agreement’s status is “Declined”: its contract terms can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/recall it/)).not.toBeInTheDocument();
  }, 60_000);

  it('knows no other contract type', async () => {
    renderPage('L-25001', 'leasing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There is no such contract type' }),
    ).toBeInTheDocument();
  }, 60_000);
});
