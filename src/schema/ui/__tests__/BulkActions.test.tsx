/**
 * A list's bulk steps for a selection: only the steps that apply to one of the selected records are
 * offered, each saying how many it applies to, and pressing one runs it on those records only.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  ListContextProvider,
  memoryStore,
  ResourceContextProvider,
  type DataProvider,
} from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { resourceMessages } from '../../labels';
import { createRegistry } from '../../registry-core';
import { BulkActions } from '../BulkActions';
import { EngineProvider } from '../EngineContext';
import { engineMessages } from '../messages';

const step = (from: string, to: string, en: string) => ({
  field: 'state',
  from: [from],
  to,
  label: { en, sv: en },
  done: { en: `${en} done`, sv: `${en} klar` },
});

const gadgets = defineResource({
  name: 'gadgets',
  label: { one: { en: 'Gadget', sv: 'Pryl' }, many: { en: 'Gadgets', sv: 'Prylar' } },
  routes: ['/apps/merchant/gadgets'],
  api: 'api/gadget',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  fields: {
    name: { kind: 'text', label: { en: 'Name', sv: 'Namn' }, required: true },
    state: {
      kind: 'enum',
      label: { en: 'State', sv: 'Läge' },
      values: {
        new: { label: { en: 'New', sv: 'Ny' } },
        accepted: { label: { en: 'Accepted', sv: 'Accepterad' } },
        done: { label: { en: 'Done', sv: 'Klar' } },
      },
    },
  },
  actions: {
    accept: step('new', 'accepted', 'Accept'),
    finish: step('accepted', 'done', 'Finish'),
    archive: step('done', 'done', 'Archive'),
  },
});

const registry = createRegistry([gadgets]);
const data = [
  { id: 'g1', version: 1, name: 'One', state: 'new' },
  { id: 'g2', version: 1, name: 'Two', state: 'new' },
  { id: 'g3', version: 1, name: 'Three', state: 'accepted' },
];

function renderBulk(
  selectedIds: string[],
  runAction = vi.fn(async () => ({ data: { id: 'x' } })),
  total = data.length,
) {
  const dataProvider = { runAction, getMany: async () => ({ data: [] }) } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(
    () => ({ ...englishMessages, ...resourceMessages(registry, 'en'), ...engineMessages.en }),
    'en',
  );
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <EngineProvider registry={registry}>
        <ResourceContextProvider value="apps/merchant/gadgets">
          <ListContextProvider value={{ selectedIds, data, total, onUnselectItems: () => {} } as never}>
            <BulkActions canDelete={false} canEdit canStep />
          </ListContextProvider>
        </ResourceContextProvider>
      </EngineProvider>
    </AdminContext>,
  );
  return runAction;
}

describe('bulk steps', () => {
  it('offers only the steps that apply, each with how many of the selection it applies to', () => {
    renderBulk(['g1', 'g2', 'g3']);
    expect(screen.getByRole('button', { name: 'Accept (2 of 3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish (1 of 3)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Archive/ })).toBeNull();
  });

  it('says no count when a step applies to every selected record', () => {
    renderBulk(['g1', 'g2']);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Finish/ })).toBeNull();
  });

  it('runs a step on the records it applies to only', async () => {
    const runAction = renderBulk(['g1', 'g2', 'g3']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept (2 of 3)' }));
    await waitFor(() => expect(runAction).toHaveBeenCalledTimes(2));
    expect(runAction.mock.calls.map((call) => (call as unknown as [string, { id: string }])[1].id)).toEqual([
      'g1',
      'g2',
    ]);
  });
});

describe('a selection past the cap', () => {
  it('says how many of the list are selected, the most an action takes, and what to do', () => {
    const ids = Array.from({ length: 250 }, (_, i) => `g${i + 1}`);
    renderBulk(ids, undefined, 10_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '250 of 10,000 selected: an action applies to at most 100 records at a time. Unselect some or narrow the list with a filter.',
    );
    expect(screen.getByRole('button', { name: /Accept/ })).toBeDisabled();
  });
});
