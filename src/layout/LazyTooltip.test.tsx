import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before the real Tooltip has loaded (the module keeps it once it has).
let LazyTooltip: typeof import('./LazyTooltip').LazyTooltip;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTooltip } = await import('./LazyTooltip'));
});

const mouseOver = (element: Element) => fireEvent.pointerOver(element, { pointerType: 'mouse' });

describe('LazyTooltip', () => {
  it('names its element by the title until the mouse comes over it, then shows the real one', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Logga ut" className="outer">
        <button type="button" className="inner" onClick={onClick}>
          ⏻
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Logga ut' });
    expect(button).toHaveClass('outer', 'inner');
    expect(screen.queryByRole('tooltip')).toBeNull();
    mouseOver(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Logga ut');
    fireEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves an element pressed before the real one came as it is: its click is not lost', async () => {
    const onClick = vi.fn();
    render(
      <LazyTooltip title="Lägg till">
        <button type="button" onClick={onClick}>
          +
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Lägg till' });
    mouseOver(button);
    fireEvent.pointerDown(button);
    await act(() => import('./realTooltip'));
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Lägg till' })).toBe(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    mouseOver(button); // the next hover
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Lägg till');
  });

  it('leaves a focused element as it is, and shows nothing for a touch', async () => {
    render(
      <LazyTooltip title="Stäng menyn">
        <button type="button">≡</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Stäng menyn' });
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    act(() => button.focus());
    mouseOver(button);
    await act(() => import('./realTooltip'));
    expect(screen.getByRole('button', { name: 'Stäng menyn' })).toBe(button);
    expect(button).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("keeps the element's own name and handlers, and shows no tooltip for an empty title", () => {
    const onPointerOver = vi.fn();
    const onFocus = vi.fn();
    const { rerender } = render(
      <LazyTooltip title="Uppdatera">
        <button type="button" aria-label="Ladda om" onPointerOver={onPointerOver} onFocus={onFocus} />
      </LazyTooltip>,
    );
    mouseOver(screen.getByRole('button', { name: 'Ladda om' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Ladda om' }));
    expect(onPointerOver).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    rerender(
      <LazyTooltip title="">
        <button type="button">Plain</button>
      </LazyTooltip>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toBeInTheDocument();
  });
});
