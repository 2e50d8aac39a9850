/**
 * Validation and API messages of the engine, by key. The same key reaches the form (translated by the
 * i18n catalogue, see labels.ts) and the API's error items (`errorCode`, `errorMessage: { en, sv }`).
 * Rules from src/domain carry their own keys and texts; `messageCatalogue` gathers them.
 */
import { emailRule, httpsUrlRule, phoneRule } from '../domain/validators/contact';
import { TEXT_MESSAGES } from '../domain/validators/text';
import { CHOSEN_FILE_MESSAGES } from '../domain/validators/upload';
import type { Label, Locale, MessageRef, ResourceDefinitionInput } from './types';

export const ENGINE_MESSAGES = {
  ...emailRule.messages,
  ...phoneRule.messages,
  ...httpsUrlRule.messages,
  ...TEXT_MESSAGES,
  ...CHOSEN_FILE_MESSAGES,
  'validation.required': { en: 'Required', sv: 'Obligatoriskt' },
  'validation.csv.money': {
    en: 'Must be an amount, like 45.50',
    sv: 'Måste vara ett belopp, t.ex. 45,50',
  },
  'validation.csv.no_such': { en: 'Nothing is called "%{name}"', sv: 'Inget heter "%{name}"' },
  'validation.csv.ambiguous': {
    en: 'Several records are called "%{name}"',
    sv: 'Flera poster heter "%{name}"',
  },
  'errors.import.too_many_rows': {
    en: 'A file may have at most %{max} rows',
    sv: 'En fil får ha högst %{max} rader',
  },
  'errors.import.not_importable': {
    en: 'This register cannot be imported',
    sv: 'Det här registret kan inte importeras',
  },
  'errors.import.unknown_column': {
    en: 'Unknown column "%{column}"',
    sv: 'Okänd kolumn "%{column}"',
  },
  'errors.import.duplicate_key': {
    en: '%{field} %{value} also on row %{row}',
    sv: '%{field} %{value} finns också på rad %{row}',
  },
  'errors.import.stopped': {
    en: 'The import stopped here: %{count} rows from this one on were not imported',
    sv: 'Importen avbröts här: %{count} rader från och med den här importerades inte',
  },
  'validation.not_text': { en: 'Must be text', sv: 'Måste vara text' },
  'validation.not_number': { en: 'Must be a number', sv: 'Måste vara ett tal' },
  'validation.not_boolean': { en: 'Must be yes or no', sv: 'Måste vara ja eller nej' },
  'validation.not_list': { en: 'Must be a list', sv: 'Måste vara en lista' },
  'validation.not_object': { en: 'Must be an object', sv: 'Måste vara ett objekt' },
  'validation.min_length': { en: 'At least %{min} characters', sv: 'Minst %{min} tecken' },
  'validation.max_length': { en: 'At most %{max} characters', sv: 'Högst %{max} tecken' },
  'validation.min': { en: 'Must be at least %{min}', sv: 'Måste vara minst %{min}' },
  'validation.max': { en: 'Must be at most %{max}', sv: 'Får vara högst %{max}' },
  'validation.number_too_large': { en: 'The number is too large', sv: 'Talet är för stort' },
  'validation.number_too_small': { en: 'The number is too small', sv: 'Talet är för litet' },
  'validation.money_min': {
    en: 'Must be at least SEK %{kronor}.%{ore}',
    sv: 'Måste vara minst %{kronor},%{ore} kr',
  },
  'validation.money_max': {
    en: 'Must be at most SEK %{kronor}.%{ore}',
    sv: 'Får vara högst %{kronor},%{ore} kr',
  },
  'validation.integer': { en: 'Must be a whole number', sv: 'Måste vara ett heltal' },
  'validation.percentage': { en: 'Must be between 0 and 100', sv: 'Måste vara mellan 0 och 100' },
  'validation.date': { en: 'Enter a date as YYYY-MM-DD', sv: 'Ange ett datum som ÅÅÅÅ-MM-DD' },
  'validation.datetime': { en: 'Enter a date and time', sv: 'Ange datum och tid' },
  'validation.time': { en: 'Enter a time as HH:mm', sv: 'Ange en tid som TT:mm' },
  'validation.enum': { en: 'Choose one of the listed values', sv: 'Välj ett av de angivna värdena' },
  'validation.enum_unavailable': {
    en: 'Cannot be chosen together with the other choices here',
    sv: 'Kan inte väljas tillsammans med de andra valen här',
  },
  'validation.min_items': { en: 'Choose at least %{min}', sv: 'Välj minst %{min}' },
  'validation.max_items': { en: 'Choose at most %{max}', sv: 'Välj högst %{max}' },
  'validation.at_least_one_row': { en: 'Add at least one row', sv: 'Lägg till minst en rad' },
  'validation.min_rows': { en: 'Add at least %{min} rows', sv: 'Lägg till minst %{min} rader' },
  'validation.max_rows': { en: 'At most %{max} rows', sv: 'Högst %{max} rader' },
  'validation.file_type': { en: 'This file type is not accepted', sv: 'Filtypen accepteras inte' },
  'validation.upload_elsewhere': {
    en: 'The file was not uploaded for this organization: upload it again',
    sv: 'Filen laddades inte upp för den här organisationen: ladda upp den igen',
  },
  'validation.file_size': {
    en: 'The file is too large (at most %{max})',
    sv: 'Filen är för stor (högst %{max})',
  },
  'validation.image_aspect': {
    en: 'The image is too wide: its width must be less than ten times its height',
    sv: 'Bilden är för bred: bredden måste vara mindre än tio gånger höjden',
  },
  'validation.image_dimensions': {
    en: 'The image is too large: at most %{max} pixels wide and %{max} pixels high',
    sv: 'Bilden är för stor: högst %{max} pixlar bred och %{max} pixlar hög',
  },
  'validation.image_damaged': {
    en: 'The image is damaged or incomplete and cannot be shown',
    sv: 'Bilden är skadad eller ofullständig och kan inte visas',
  },
  'errors.image_upload.dimensions': {
    en: 'The image could not be uploaded: it may be at most %{max} pixels wide and %{max} pixels high',
    sv: 'Bilden kunde inte laddas upp: den får vara högst %{max} pixlar bred och %{max} pixlar hög',
  },
  'errors.image_upload.damaged': {
    en: 'The image could not be uploaded: it is damaged or not a complete PNG or JPEG image',
    sv: 'Bilden kunde inte laddas upp: den är skadad eller inte en hel PNG- eller JPEG-bild',
  },
  'errors.document_upload.dimensions': {
    en: 'The file could not be uploaded: an image may be at most %{max} pixels wide and %{max} pixels high',
    sv: 'Filen kunde inte laddas upp: en bild får vara högst %{max} pixlar bred och %{max} pixlar hög',
  },
  'errors.document_upload.damaged': {
    en: 'The file could not be uploaded: the image is damaged or not a complete PNG or JPEG image',
    sv: 'Filen kunde inte laddas upp: bilden är skadad eller inte en hel PNG- eller JPEG-bild',
  },
  'errors.image_upload.type': {
    en: 'The image could not be uploaded: it must be a PNG or JPEG image',
    sv: 'Bilden kunde inte laddas upp: den måste vara en PNG- eller JPEG-bild',
  },
  'errors.image_upload.size': {
    en: 'The image could not be uploaded: it is larger than 2 MB',
    sv: 'Bilden kunde inte laddas upp: den är större än 2 MB',
  },
  'errors.image_upload.aspect': {
    en: 'The image could not be uploaded: its width must be less than ten times its height',
    sv: 'Bilden kunde inte laddas upp: bredden måste vara mindre än tio gånger höjden',
  },
  'errors.document_upload.type': {
    en: 'The file could not be uploaded: it must be a PDF, PNG or JPEG file',
    sv: 'Filen kunde inte laddas upp: den måste vara en PDF-, PNG- eller JPEG-fil',
  },
  'errors.document_upload.size': {
    en: 'The file could not be uploaded: it is larger than 5 MB',
    sv: 'Filen kunde inte laddas upp: den är större än 5 MB',
  },
  'errors.document_upload.missing': {
    en: 'The file could not be uploaded: no file was sent',
    sv: 'Filen kunde inte laddas upp: ingen fil skickades',
  },
  'errors.image_upload.missing': {
    en: 'The image could not be uploaded: no file was sent',
    sv: 'Bilden kunde inte laddas upp: ingen fil skickades',
  },
  'validation.unique': { en: 'This value is already used', sv: 'Värdet används redan' },
  'validation.unknown_field': { en: 'Unknown field', sv: 'Okänt fält' },
  'validation.read_only': { en: 'This field cannot be changed', sv: 'Fältet kan inte ändras' },
  'validation.reference_missing': {
    en: 'The selected record does not exist',
    sv: 'Den valda posten finns inte',
  },
  'validation.not_allowed': { en: 'This value is not allowed', sv: 'Värdet är inte tillåtet' },
  'errors.malformed_json': {
    en: 'The request body is not valid JSON',
    sv: 'Begärans innehåll är inte giltig JSON',
  },
  'errors.body_not_object': {
    en: 'The request body must be an object',
    sv: 'Begärans innehåll måste vara ett objekt',
  },
  'errors.validation': { en: 'Some fields are not valid', sv: 'Några fält är inte giltiga' },
  'errors.range_too_large': { en: 'At most %{max} rows per request', sv: 'Högst %{max} rader per begäran' },
  'errors.invalid_range': {
    en: 'The range must be [first, last] with 0 <= first <= last',
    sv: 'Intervallet måste vara [första, sista] med 0 <= första <= sista',
  },
  'errors.invalid_sort': { en: 'Cannot sort by this field', sv: 'Kan inte sortera på detta fält' },
  'errors.invalid_filter': { en: 'Invalid filter: %{filter}', sv: 'Ogiltigt filter: %{filter}' },
  'errors.version_required': {
    en: 'The version of the record you read is required',
    sv: 'Versionen av posten du läste krävs',
  },
  'errors.conflict': {
    en: 'The record was changed by someone else since you opened it',
    sv: 'Posten har ändrats av någon annan sedan du öppnade den',
  },
  'validation.row_scope.partner': {
    en: 'You can only choose your own partner',
    sv: 'Du kan bara välja din egen partner',
  },
  'validation.row_scope.organization': {
    en: 'You can only choose your own organization',
    sv: 'Du kan bara välja din egen organisation',
  },
  'errors.organization_required': { en: 'Select an organization first', sv: 'Välj en organisation först' },
  'errors.feature_disabled': {
    en: 'The feature is not available for your organization',
    sv: 'Funktionen är inte tillgänglig för din organisation',
  },
  'validation.duplicate_items': {
    en: 'Each value may be chosen only once',
    sv: 'Varje värde får bara väljas en gång',
  },
  'validation.too_many_items': { en: 'At most %{max} values', sv: 'Högst %{max} värden' },
  'validation.too_deep': {
    en: 'Values are nested more than %{max} levels deep',
    sv: 'Värdena är nästlade i mer än %{max} nivåer',
  },
  'errors.more_problems': { en: '%{count} more problems', sv: '%{count} problem till' },
  'errors.body_too_large': {
    en: 'The request body is too large (at most %{max})',
    sv: 'Begärans innehåll är för stort (högst %{max})',
  },
  'errors.unsupported_media_type': {
    en: 'The request body must be JSON, sent as Content-Type: application/json',
    sv: 'Begärans innehåll måste vara JSON, skickat som Content-Type: application/json',
  },
  'errors.export.language': {
    en: 'The export language must be sv or en',
    sv: 'Exportens språk måste vara sv eller en',
  },
  'errors.export.time_zone': {
    en: 'Unknown time zone: %{zone}',
    sv: 'Okänd tidszon: %{zone}',
  },
  'errors.export.lines': {
    en: 'lines must be true or false, on a list whose records have lines to export',
    sv: 'lines måste vara true eller false, på en lista vars poster har rader att exportera',
  },
  'errors.invalid_id': { en: 'Invalid id', sv: 'Ogiltigt id' },
  'errors.invalid_parameter': {
    en: 'The value of %{name} cannot be read: it holds characters no value may have',
    sv: 'Värdet för %{name} går inte att läsa: det innehåller tecken som inget värde får ha',
  },
} as const satisfies Record<string, Label>;

export type EngineMessageKey = keyof typeof ENGINE_MESSAGES;

export const msg = (key: EngineMessageKey | (string & {}), params?: MessageRef['params']): MessageRef =>
  params ? { key, params } : { key };

/** Every message key a definition can produce: the engine's and those of its rules. */
export function messageCatalogue(definitions: readonly ResourceDefinitionInput[]): Record<string, Label> {
  const all: Record<string, Label> = { ...ENGINE_MESSAGES };
  for (const definition of definitions) {
    const actionRules = Object.values(definition.actions ?? {}).flatMap((action) => action.rules ?? []);
    for (const rule of [...(definition.rules ?? []), ...(definition.collectionRules ?? []), ...actionRules])
      Object.assign(all, rule.messages);
    for (const field of Object.values(definition.fields)) {
      for (const rule of [...(field.rules ?? []), ...(field.filterRules ?? [])])
        Object.assign(all, rule.messages);
      if (field.kind === 'subRecords') {
        for (const rule of field.rowRules ?? []) Object.assign(all, rule.messages);
        for (const sub of Object.values(field.fields))
          for (const rule of sub.rules ?? []) Object.assign(all, rule.messages);
      }
    }
  }
  return all;
}

/** Polyglot-style `%{name}` interpolation. */
export function interpolate(text: string, params: MessageRef['params'] = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function formatMessage(catalogue: Record<string, Label>, ref: MessageRef, locale: Locale): string {
  const texts = catalogue[ref.key];
  return texts ? interpolate(texts[locale], ref.params) : ref.key;
}

export function localized(catalogue: Record<string, Label>, ref: MessageRef): Label {
  return { en: formatMessage(catalogue, ref, 'en'), sv: formatMessage(catalogue, ref, 'sv') };
}
