/**
 * A bespoke page's own texts (`src/pages/<page>/messages.ts`, `{ sv, en }` as any catalogue file), loaded
 * with the page rather than with the signed-in app: `withPageMessages('statistics', () => import(...))`
 * loads both and hands the texts to the i18nProvider before the page renders. The page's menu entry's
 * title stays in the catalogue (src/i18n/messages/), which the menu needs before the page is opened.
 */
import { i18nProvider } from './i18nProvider';
import { pageMessageFiles } from './pageMessageFiles';

export function withPageMessages<T>(page: string, load: () => Promise<T>): () => Promise<T> {
  const path = `../pages/${page}/messages.ts`;
  const texts = pageMessageFiles[path];
  if (!texts) throw new Error(`No texts for the page "${page}" (${path})`);
  return async () => {
    const [module] = await Promise.all([
      load(),
      texts().then((messages) => i18nProvider.addMessages({ [path]: messages })),
    ]);
    return module;
  };
}
