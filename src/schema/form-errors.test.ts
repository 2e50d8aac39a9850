import { describe, expect, it } from 'vitest';
import { apiErrorsToFormErrors, issuesToFormErrors } from './form-errors';

describe('issues -> react-admin form errors', () => {
  it('nests by path, fills array holes and keeps the first issue per field', () => {
    expect(
      issuesToFormErrors([
        { field: 'name', key: 'validation.required' },
        { field: 'name', key: 'validation.unique' },
        { field: 'openingHours.1.closes', key: 'validation.opening_hours.order' },
        { field: 'supportedLanguages', key: 'validation.min_items', params: { min: 1 } },
      ]),
    ).toEqual({
      name: { message: 'validation.required', args: {} },
      openingHours: [{}, { closes: { message: 'validation.opening_hours.order', args: {} } }],
      supportedLanguages: { message: 'validation.min_items', args: { min: 1 } },
    });
  });

  it('shows server field errors in the user language and drops the others', () => {
    const items = [
      {
        field: 'name',
        errorCode: 'validation.unique',
        errorMessage: { en: 'This value is already used', sv: 'Värdet används redan' },
      },
      { errorCode: 'errors.validation', errorMessage: { en: 'x', sv: 'y' } },
    ];
    expect(apiErrorsToFormErrors(items, 'sv')).toEqual({ name: 'Värdet används redan' });
  });
});
