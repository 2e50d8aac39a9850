/**
 * The platform's lists a session reads once (SPEC 3 "client-side setting collections": countries,
 * catalog settings; SPEC 7 `/api/organization/countries`, `{catalog v3}/settings`), and what the app
 * uses when the API does not answer them: the lists bundled with the app, which the API serves too.
 */
import { COUNTRIES } from '../domain/countries';
import { DEFAULT_CURRENCY } from '../domain/money';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILE_ROWS } from '../domain/validators/catalogue';
import { LONG_DESCRIPTION } from '../domain/validators/product';
import { MAX_PRODUCTS_PER_GROUP } from '../domain/validators/product-groups';
import { MAX_IMAGE_ASPECT, MAX_IMAGE_BYTES } from '../domain/validators/image';
import type { Texts } from '../domain/validators/rule';
import { BULK_CAP } from '../schema/filters';
import { httpClient } from './httpClient';

export interface NamedCode {
  id: string;
  name: Texts;
}

export interface CatalogueSettings {
  currency: string;
  limits: {
    productsPerGroup: number;
    bulkItems: number;
    importFileBytes: number;
    importRows: number;
    imageBytes: number;
    imageMaxAspect: number;
    longDescription: { min: number; max: number };
  };
  /** The acting organization's tax groups and products; none in the bundled settings. */
  taxGroups: readonly { id: string; name: string; rateToday: number | null }[];
  productCount: number | null;
}

export const COUNTRIES_PATH = 'api/organization/countries';
export const CATALOGUE_SETTINGS_PATH = 'api/catalogs/3.1/settings';

export const BUNDLED_COUNTRIES: readonly NamedCode[] = Object.entries(COUNTRIES).map(([id, name]) => ({
  id,
  name,
}));

export const BUNDLED_CATALOGUE_SETTINGS: CatalogueSettings = {
  currency: DEFAULT_CURRENCY,
  limits: {
    productsPerGroup: MAX_PRODUCTS_PER_GROUP,
    bulkItems: BULK_CAP,
    importFileBytes: MAX_IMPORT_FILE_BYTES,
    importRows: MAX_IMPORT_FILE_ROWS,
    imageBytes: MAX_IMAGE_BYTES,
    imageMaxAspect: MAX_IMAGE_ASPECT,
    longDescription: LONG_DESCRIPTION,
  },
  taxGroups: [],
  productCount: null,
};

const isNamedCode = (value: unknown): value is NamedCode => {
  const item = value as Partial<NamedCode> | null;
  return (
    typeof item?.id === 'string' && typeof item.name?.en === 'string' && typeof item.name.sv === 'string'
  );
};

/** The countries as the API names them; throws when it does not answer a list of them. */
export async function fetchCountries(): Promise<readonly NamedCode[]> {
  const { json } = await httpClient(COUNTRIES_PATH);
  if (!Array.isArray(json) || json.length === 0 || !json.every(isNamedCode))
    throw new Error('The countries are not a list of { id, name }');
  return json;
}

/** The acting organization's catalogue settings, the bundled values under what the API leaves out. */
export async function fetchCatalogueSettings(): Promise<CatalogueSettings> {
  const { json } = await httpClient(CATALOGUE_SETTINGS_PATH);
  const answer = (json ?? {}) as Partial<CatalogueSettings>;
  if (typeof answer !== 'object' || typeof answer.limits !== 'object')
    throw new Error('The catalogue settings have no limits');
  return {
    currency: answer.currency ?? BUNDLED_CATALOGUE_SETTINGS.currency,
    limits: { ...BUNDLED_CATALOGUE_SETTINGS.limits, ...answer.limits },
    taxGroups: Array.isArray(answer.taxGroups) ? answer.taxGroups : [],
    productCount: typeof answer.productCount === 'number' ? answer.productCount : null,
  };
}
