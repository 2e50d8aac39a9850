/**
 * The customer's country: the countries the field allows (the API judges the same list), named as the
 * API's country list names them in the user's language, read once a session; the bundled names when
 * the API did not answer.
 */
import { SelectInput, useLocaleState } from 'react-admin';
import { useCountries } from '../../providers/useReferenceLists';
import type { InputOverrideProps } from '../../schema/ui/components';

export default function CountryInput({ source, field, label, helperText }: InputOverrideProps) {
  const [locale] = useLocaleState();
  const countries = useCountries();
  const allowed = field.kind === 'enum' ? Object.keys(field.values) : [];
  const choices = allowed.map((code) => {
    const country = countries.find((c) => c.id === code);
    return { id: code, name: country ? country.name[locale === 'en' ? 'en' : 'sv'] : code };
  });
  return (
    <SelectInput
      source={source}
      label={label}
      helperText={helperText ?? false}
      choices={choices}
      translateChoice={false}
      isRequired={Boolean(field.required)}
      fullWidth
    />
  );
}
