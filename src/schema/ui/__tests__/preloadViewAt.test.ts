/** The view a cold load opens starts loading with the signed-in app: the one its path names, no other. */
import { describe, expect, it, vi } from 'vitest';
import { ROLE_GROUPS } from '../../../domain/roles';
import { defineResource } from '../../define-resource';
import { createRegistry } from '../../registry-core';
import { defineComponents, indexComponents } from '../components';
import { lazyView } from '../lazyView';
import { preloadViewAt } from '../resourceElements';

const label = { one: { en: 'Thing', sv: 'Sak' }, many: { en: 'Things', sv: 'Saker' } };
const field = { kind: 'text', label: { en: 'Name', sv: 'Namn' } } as const;
const things = defineResource({
  name: 'things',
  label,
  routes: ['/apps/merchant/things'],
  api: 'api/things',
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin },
  representation: 'name',
  views: { list: 'thing-board', show: 'thing-card', create: 'thing-form' },
  list: { currentViews: ['table', 'grid'] },
  fields: { name: field },
});
function setup() {
  const page = () => Promise.resolve({ default: () => null });
  const board = vi.fn(page);
  const card = vi.fn(page);
  const form = vi.fn(page);
  const components = indexComponents({
    'things/components.tsx': defineComponents<typeof things>('things', {
      views: { 'thing-board': lazyView(board), 'thing-card': lazyView(card), 'thing-form': lazyView(form) },
    }),
  });
  return { registry: createRegistry([things]), components, board, card, form };
}

describe('preloadViewAt', () => {
  it('loads the list a list path opens, with or without a trailing slash', () => {
    const { registry, components, board, card } = setup();
    preloadViewAt(registry, components, '/apps/merchant/things/');
    expect(board).toHaveBeenCalledTimes(1);
    expect(card).not.toHaveBeenCalled();
  });

  it('loads the show view of a record path, and nothing for a path no view answers', () => {
    const { registry, components, board, card } = setup();
    preloadViewAt(registry, components, '/apps/merchant/things/42/show');
    expect(card).toHaveBeenCalledTimes(1);
    preloadViewAt(registry, components, '/apps/merchant/things/42/history/7');
    preloadViewAt(registry, components, '/apps/merchant/thingsV2');
    preloadViewAt(registry, components, '/apps/merchant/nothing');
    expect(board).not.toHaveBeenCalled();
    expect(card).toHaveBeenCalledTimes(1);
  });

  it('takes a named view of the list as the list, and an old word as the view it redirects to', () => {
    const { registry, components, board, card, form } = setup();
    preloadViewAt(registry, components, '/apps/merchant/things/grid');
    expect(board).toHaveBeenCalledTimes(1);
    preloadViewAt(registry, components, '/apps/merchant/things/new');
    expect(form).toHaveBeenCalledTimes(1);
    preloadViewAt(registry, components, '/apps/merchant/things/details/42');
    expect(card).toHaveBeenCalledTimes(1);
  });
});
