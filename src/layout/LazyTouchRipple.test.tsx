import { act, render, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import type { TouchRippleActions } from '@mui/material/ButtonBase/TouchRipple';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before the real ripple has loaded (the module keeps it once it has).
let LazyTouchRipple: typeof import('./LazyTouchRipple').LazyTouchRipple;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyTouchRipple } = await import('./LazyTouchRipple'));
});

describe('LazyTouchRipple', () => {
  it('hands its actions over at once, and draws a ripple once the real one has come', async () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(
      <button type="button">
        <LazyTouchRipple ref={ref} />
      </button>,
    );
    // Before the real one: the press is ignored, nothing breaks.
    act(() => ref.current?.start(undefined, { center: true }));
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
    await waitFor(() => expect(container.querySelector('.MuiTouchRipple-root')).not.toBeNull());
    act(() => ref.current?.start(undefined, { center: true }));
    await waitFor(() => expect(container.querySelector('.MuiTouchRipple-ripple')).not.toBeNull());
    act(() => ref.current?.stop());
  });

  it("plays a keyboard focus's pulse asked for before the real one came", async () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(
      <button type="button">
        <LazyTouchRipple ref={ref} />
      </button>,
    );
    act(() => ref.current?.pulsate());
    expect(container.querySelector('.MuiTouchRipple-root')).toBeNull();
    await waitFor(() => expect(container.querySelector('.MuiTouchRipple-ripplePulsate')).not.toBeNull());
  });
});
