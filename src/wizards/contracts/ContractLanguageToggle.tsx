/**
 * The language a contract PDF is written in, chosen on its page: Swedish by default for a Swedish
 * merchant (./contractSheet.ts), whatever the app's own language.
 */
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FormatLocale } from '../../domain/format';
import { contractLanguageOf } from './contractSheet';

const LANGUAGES: readonly FormatLocale[] = ['sv', 'en'];

export function useContractLanguage(agreement: Record<string, unknown>) {
  const [locale] = useLocaleState();
  const [chosen, setChosen] = useState<FormatLocale | null>(null);
  const language = chosen ?? contractLanguageOf(agreement, locale === 'en' ? 'en' : 'sv');
  return [language, setChosen] as const;
}

export function ContractLanguageToggle(props: {
  value: FormatLocale;
  onChange: (language: FormatLocale) => void;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={props.value}
      onChange={(_, value: FormatLocale | null) => value && props.onChange(value)}
      aria-label={translate('contracts.language.label')}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language}>
          {translate(`contracts.language.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
