/**
 * Texts of the engine that load with a part of a view rather than with the catalogue: handed to the
 * app's i18nProvider when it takes files later (its `addMessages`, src/i18n/i18nProvider.ts), once per
 * provider. A provider without it (a test's) is given the texts with its catalogue.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { useI18nProvider, type I18nProvider } from 'react-admin';

export interface LazyTexts {
  sv: object;
  en: object;
}

type TakingProvider = I18nProvider & {
  addMessages?: (files: Readonly<Record<string, LazyTexts>>) => Promise<void>;
};

const adding = new WeakMap<object, Map<string, Promise<void>>>();
const added = new WeakMap<object, Set<string>>();

function add(provider: TakingProvider, file: string, texts: LazyTexts): Promise<void> {
  const files = adding.get(provider) ?? new Map<string, Promise<void>>();
  adding.set(provider, files);
  let done = files.get(file);
  if (!done) {
    done = (provider.addMessages?.({ [file]: texts }) ?? Promise.resolve()).then(
      () => void added.set(provider, (added.get(provider) ?? new Set()).add(file)),
      (error: unknown) => {
        files.delete(file);
        throw error;
      },
    );
    files.set(file, done);
  }
  return done;
}

/** Whether `texts` (named `file`) are known to the i18nProvider: at once when they were before. */
function useTextsAdded(file: string, texts: LazyTexts): boolean {
  const provider = useI18nProvider() as TakingProvider;
  const known = !provider.addMessages || added.get(provider)?.has(file) === true;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (known) return;
    let live = true;
    add(provider, file, texts).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [provider, file, texts, known]);
  return known || ready;
}

/** `Component`, rendered once `texts` are known to the i18nProvider (nothing until then). */
export function withTexts<P extends object>(file: string, texts: LazyTexts, Component: ComponentType<P>) {
  function WithTexts(props: P) {
    return useTextsAdded(file, texts) ? <Component {...props} /> : null;
  }
  WithTexts.displayName = `WithTexts(${Component.displayName ?? Component.name})`;
  return WithTexts;
}
