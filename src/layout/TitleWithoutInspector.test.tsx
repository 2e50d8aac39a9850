import { render, screen } from '@testing-library/react';
import { usePreferenceKey } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TitleWithoutInspector } from './TitleWithoutInspector';

function Key() {
  return <>{usePreferenceKey()}</>;
}

describe('TitleWithoutInspector', () => {
  it("gives the title its preference key, prefixed as react-admin's Configurable does, in its root span", () => {
    render(
      <TitleWithoutInspector preferenceKey="/apps/merchant/productsV3.title" sx={{ color: 'red' }}>
        <Key />
      </TitleWithoutInspector>,
    );
    const text = screen.getByText('preferences./apps/merchant/productsV3.title');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveClass('RaConfigurable-root');
    expect(getComputedStyle(text).display).toBe('inline-block');
  });
});
