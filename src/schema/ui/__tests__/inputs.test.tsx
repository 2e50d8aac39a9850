/** The kinds' inputs load with the first form: the same react-admin inputs, with their props, once loaded. */
import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { ReactNode } from 'react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BooleanInput, preloadInputs, SelectInput } from '../kinds/inputs';

const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

function renderForm(children: ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Form record={{ state: 'open', active: true }}>{children}</Form>
    </AdminContext>,
  );
}

describe('the kinds’ lazily loaded inputs', () => {
  it('render react-admin’s input with the props given, once their chunk has arrived', async () => {
    renderForm(
      <SelectInput
        source="state"
        label="State"
        choices={[
          { id: 'open', name: 'Open' },
          { id: 'closed', name: 'Closed' },
        ]}
      />,
    );
    expect(await screen.findByRole('combobox', { name: 'State' })).toHaveTextContent('Open');
  });

  it('render at once, with the form’s value, after preloadInputs()', async () => {
    await preloadInputs();
    renderForm(<BooleanInput source="active" label="Active" />);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  });
});
