/**
 * The wizards' own texts (`src/wizards/<wizard>/messages.ts`), loaded with the first screen that shows
 * them (a wizard's page, the agreements' list and page) rather than with the signed-in app. The wizards
 * share each other's texts (the transfer's screens use the onboarding's and the contracts'), so all load
 * together, once.
 */
import type { AreaMessages } from './catalogueCore';
import { i18nProvider } from './i18nProvider';

export const wizardMessageFiles = import.meta.glob<AreaMessages>('../wizards/*/messages.ts', {
  import: 'default',
});

let added: Promise<void> | null = null;

function addWizardTexts(): Promise<void> {
  added ??= Promise.all(
    Object.entries(wizardMessageFiles).map(async ([path, load]) => [path, await load()] as const),
  ).then(
    (files) => i18nProvider.addMessages(Object.fromEntries(files)),
    (error: unknown) => {
      added = null;
      throw error;
    },
  );
  return added;
}

export function withWizardMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), addWizardTexts()]))[0];
}
