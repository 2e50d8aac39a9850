/**
 * The store form's "Find location from address" button, with the real dataProvider and httpClient
 * against the reference API in-process: it fills in latitude and longitude from the typed address, and
 * shows the API's refusal (SPEC 8) on the address, keeping what was typed.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiConfig } from '../../src/providers/apiConfig';
import { createDataProvider } from '../../src/providers/dataProvider';
import { session } from '../../src/providers/session';
import stores from '../../src/resources/stores/index';
import storeComponents from '../../src/resources/stores/components';
import storeMessages from '../../src/resources/stores/messages';
import warehouses from '../../src/resources/warehouses';
import { createRegistry } from '../../src/schema/registry-core';
import { indexComponents } from '../../src/schema/ui/components';
import { resourceDefinitions } from '../../server/resources/definitions';
import { inProcessApi } from './inProcessApi';
import { renderResources } from './renderRoute';

const registry = createRegistry([stores, warehouses]);
const components = indexComponents({ './stores/components.tsx': { default: storeComponents } });
const api = inProcessApi(createRegistry(resourceDefinitions));

beforeEach(() => {
  // The button's request goes through the app's httpClient: to the in-process API, signed in.
  apiConfig.baseUrl = 'http://api.test';
  session.saveTokens({ accessToken: api.token, idToken: null, refreshToken: null });
});

beforeAll(async () => {
  await Promise.all([
    import('../../src/schema/ui/ResourceEdit'),
    import('../../src/resources/stores/FindLocationInput'),
  ]);
});

function renderAt(path: string) {
  return renderResources({
    registry,
    components,
    dataProvider: createDataProvider({ registry }),
    messages: storeMessages.en,
    url: path,
  });
}

describe('the store form’s location button', () => {
  it('fills in the coordinates from the address, or shows the API’s message on the address', async () => {
    const user = userEvent.setup();
    renderAt('/apps/setting/stores/store-kaffebaren-vasastan');
    const address = await screen.findByLabelText('Address', undefined, { timeout: 15_000 });
    expect(address).toHaveValue('Odengatan 40, 113 51 Stockholm');
    const button = await screen.findByRole('button', { name: 'Find location from address' });

    fireEvent.change(address, { target: { value: 'Storgatan 1, 753 20 Uppsala' } });
    await user.click(button);
    expect(await screen.findByDisplayValue('59.8586')).toBe(screen.getByLabelText('Latitude'));
    expect(screen.getByLabelText('Longitude')).toHaveValue(17.6389);

    fireEvent.change(address, { target: { value: 'Storgatan 1' } });
    await user.click(button);
    expect(await screen.findByText('Store has an invalid address')).toBeInTheDocument();
    expect(address).toHaveValue('Storgatan 1');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Latitude')).toHaveValue(59.8586);
  }, 60_000);
});
