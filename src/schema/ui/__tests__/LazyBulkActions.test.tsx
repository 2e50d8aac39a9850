/**
 * The list's bulk actions load with the first selection: with none selected their module is not loaded
 * and nothing shows; once a row is selected they load and show with the list's props.
 */
import { render, screen } from '@testing-library/react';
import { ListContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { LazyBulkActions } from '../LazyBulkActions';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../BulkActions', () => {
  loads.count += 1;
  return {
    BulkActions: ({ canDelete, canEdit }: { canDelete: boolean; canEdit: boolean }) => (
      <button type="button">{`bulk delete=${canDelete} edit=${canEdit}`}</button>
    ),
  };
});

const list = (selectedIds: string[]) => (
  <ListContextProvider value={{ selectedIds } as never}>
    <LazyBulkActions canDelete canEdit={false} />
  </ListContextProvider>
);

describe('the lazy bulk actions', () => {
  it('load nothing until a row is selected, then show the bulk actions', async () => {
    const { rerender } = render(list([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(list(['a']));
    expect(await screen.findByRole('button', { name: 'bulk delete=true edit=false' })).toBeTruthy();
    expect(loads.count).toBe(1);
    rerender(list([]));
    expect(screen.getByRole('button', { name: 'bulk delete=true edit=false' })).toBeTruthy();
  });
});
