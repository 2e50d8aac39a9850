import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWhenOpen, loadOnce } from '../lazyPart';

function realDialog({ open, title }: { open?: boolean; title: string }) {
  return open ? <div role="dialog">{title}</div> : <div data-testid="closed">{title}</div>;
}

function setup() {
  let resolve!: (module: { Dialog: typeof realDialog }) => void;
  const load = vi.fn(() => new Promise<{ Dialog: typeof realDialog }>((r) => (resolve = r)));
  const module = loadOnce(load);
  const Dialog = lazyWhenOpen<{ Dialog: typeof realDialog }, { open?: boolean; title: string }>(
    module,
    'Dialog',
  );
  return { load, module, Dialog, arrive: () => act(async () => resolve({ Dialog: realDialog })) };
}

describe('lazyWhenOpen', () => {
  it('renders nothing and loads nothing while closed', () => {
    const { load, Dialog } = setup();
    const { container } = render(<Dialog open={false} title="Radera?" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the real one when opened, and keeps rendering it once closed (its own exit)', async () => {
    const { load, Dialog, arrive } = setup();
    const { rerender } = render(<Dialog open={false} title="Radera?" />);
    rerender(<Dialog open title="Radera?" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await arrive();
    expect(screen.getByRole('dialog')).toHaveTextContent('Radera?');
    rerender(<Dialog open={false} title="Radera?" />);
    expect(screen.getByTestId('closed')).toHaveTextContent('Radera?');
  });

  it('renders at once, without another load, once the module is there', async () => {
    const { load, Dialog, arrive, module } = setup();
    void module.load();
    await arrive();
    render(<Dialog open title="Spara?" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Spara?');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again the next time it is wanted', async () => {
    const load = vi
      .fn<() => Promise<{ Dialog: typeof realDialog }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Dialog: realDialog });
    const module = loadOnce(load);
    await expect(module.load()).rejects.toThrow('offline');
    const Dialog = lazyWhenOpen<{ Dialog: typeof realDialog }, { open?: boolean; title: string }>(
      module,
      'Dialog',
    );
    render(<Dialog open title="Igen" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Igen');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tries a failed load again at the user's next press, and shows what was asked for", async () => {
    const load = vi
      .fn<() => Promise<{ Dialog: typeof realDialog }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Dialog: realDialog });
    const Dialog = lazyWhenOpen<{ Dialog: typeof realDialog }, { open?: boolean; title: string }>(
      loadOnce(load),
      'Dialog',
    );
    render(<Dialog open title="Filter" />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(window);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Filter');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
