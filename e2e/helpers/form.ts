/** Form fields by their label, as a user reads it: a required field's label ends in a marker (" *") that is not part of its name. */
import type { Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input whose label is `name`, with or without the required marker. */
export const labelled = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${escape(name)}(\\s*\\*)?$`));

/** The helper or error text under the input labelled `name`. */
export const helperOf = (page: Page, name: string) =>
  page.locator('.MuiFormControl-root', { has: labelled(page, name) }).locator('.MuiFormHelperText-root');
