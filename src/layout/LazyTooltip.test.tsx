import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before the real Tooltip has loaded (the module keeps it once it has).
let LazyTooltip: typeof import('./LazyTooltip').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTooltip } = await import('./LazyTooltip'));
});

describe('LazyTooltip', () => {
  it('names its element by the title until a tooltip is wanted, then shows the real one at once', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Logga ut">
        <button type="button" onClick={onClick}>
          ⏻
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Logga ut' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseOver(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Logga ut');
    fireEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a focused element as it is until it loses the focus, then the real one takes it', async () => {
    render(
      <LazyTooltip title="Stäng menyn">
        <button type="button">≡</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Stäng menyn' });
    act(() => button.focus());
    await act(() => import('./realTooltip'));
    expect(screen.getByRole('button', { name: 'Stäng menyn' })).toBe(button);
    expect(button).toHaveFocus();
    act(() => button.blur());
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Stäng menyn' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Stäng menyn');
  });

  it('loses no click when the real one arrives between the press and the release', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Lägg till">
        <button type="button" onClick={onClick}>
          +
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Lägg till' });
    fireEvent.mouseOver(button);
    fireEvent.pointerDown(button);
    await act(() => import('./realTooltip'));
    expect(screen.getByRole('button', { name: 'Lägg till' })).toBe(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button); // the browser dispatches it in the release's task
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lägg till');
  });

  it("keeps the element's own name and handlers, and shows no tooltip for an empty title", () => {
    const onMouseOver = vi.fn();
    const onFocus = vi.fn();
    const { rerender } = render(
      <LazyTooltip title="Uppdatera">
        <button type="button" aria-label="Ladda om" onMouseOver={onMouseOver} onFocus={onFocus} />
      </LazyTooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Ladda om' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Ladda om' }));
    expect(onMouseOver).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    rerender(
      <LazyTooltip title="">
        <button type="button">Plain</button>
      </LazyTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toBeInTheDocument();
  });
});
