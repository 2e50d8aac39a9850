/** The wizards' texts reach the app's i18nProvider with the first wizard screen, not before. */
import { describe, expect, it } from 'vitest';
import { bundledMessages } from './bundledMessages';
import type { Locale, Messages } from './catalogueCore';
import { i18nProvider } from './i18nProvider';
import { withWizardMessages } from './wizardMessages';

const text = (messages: Messages, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

describe('the wizards’ texts', () => {
  it('are added to the i18nProvider with the screen that shows them', async () => {
    const missing = { _: 'missing' };
    const expected = (key: string) => text(bundledMessages(i18nProvider.getLocale() as Locale), key);
    expect(i18nProvider.translate('onboarding.back', missing)).toBe('missing');
    expect(i18nProvider.translate('contracts.saved', missing)).toBe('missing');
    const screen = { default: 'the wizard' };
    await expect(withWizardMessages(async () => screen)()).resolves.toBe(screen);
    expect(i18nProvider.translate('onboarding.back')).toBe(expected('onboarding.back'));
    expect(i18nProvider.translate('contracts.saved')).toBe(expected('contracts.saved'));
    expect(expected('onboarding.back')).toEqual(expect.any(String));
  });
});
