/**
 * The API reference (/apps/superadmin/api), loaded with the page (src/i18n/pageMessages.ts); its menu
 * entry's title is in src/i18n/messages/apiReference.ts. The document's own texts (summaries, who may
 * call, descriptions) are the API's, in English.
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    apiReference: {
      title: 'API-referens',
      intro:
        'Alla anrop som plattformens API tar emot, grupperade efter den del av API:et som äger dem, med vem som får göra dem. Texterna kommer från API:ets eget OpenAPI-dokument och är på engelska.',
      version: '%{title}, version %{version} (OpenAPI %{openapi})',
      search: 'Sök på sökväg eller sammanfattning',
      download: 'Ladda ner openapi.json',
      count: '%{smart_count} anrop |||| %{smart_count} anrop',
      noMatch: 'Inga anrop matchar sökningen.',
      loadFailed: 'Det gick inte att hämta API:ets beskrivning.',
      retry: 'Försök igen',
      access: 'Vem får anropa',
      parameters: 'Parametrar',
      noParameters: 'Inga parametrar.',
      requestBody: 'Begäran',
      responses: 'Svar',
      required: 'Obligatoriskt',
      readOnly: 'Skrivskyddat',
      values: 'Värden',
      example: 'Exempel',
      type: 'Typ',
      showFields: 'Visa fälten i %{name}',
      hideFields: 'Dölj fälten i %{name}',
      fieldsOf: 'Fälten i %{name}',
      noFields: 'Schemat har inga fält.',
      in: {
        path: 'i sökvägen',
        query: 'i frågesträngen',
        header: 'i ett huvud',
        cookie: 'i en kaka',
      },
    },
  },
  en: {
    apiReference: {
      title: 'API reference',
      intro:
        'Every call the platform API takes, grouped by the part of the API that owns it, with who may make it. The texts come from the API’s own OpenAPI document, in English.',
      version: '%{title}, version %{version} (OpenAPI %{openapi})',
      search: 'Search by path or summary',
      download: 'Download openapi.json',
      count: '%{smart_count} operation |||| %{smart_count} operations',
      noMatch: 'No operation matches the search.',
      loadFailed: 'The API’s description could not be loaded.',
      retry: 'Try again',
      access: 'Who may call',
      parameters: 'Parameters',
      noParameters: 'No parameters.',
      requestBody: 'Request body',
      responses: 'Responses',
      required: 'Required',
      readOnly: 'Read-only',
      values: 'Values',
      example: 'Example',
      type: 'Type',
      showFields: 'Show the fields of %{name}',
      hideFields: 'Hide the fields of %{name}',
      fieldsOf: 'Fields of %{name}',
      noFields: 'The schema has no fields.',
      in: {
        path: 'in the path',
        query: 'in the query string',
        header: 'in a header',
        cookie: 'in a cookie',
      },
    },
  },
};

export default messages;
