import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { NavTitle } from './types';

/** Renders a NavTitle: a message key is translated, inline labels are picked by the current language. */
export function useNavTitle(): (title: NavTitle | undefined) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (title) => {
      if (title === undefined) return '';
      if (typeof title === 'string') return translate(title, { _: title });
      return locale === 'en' ? title.en : title.sv;
    },
    [translate, locale],
  );
}
