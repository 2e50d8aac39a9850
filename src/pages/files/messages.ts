/**
 * The organization's files (/apps/merchant/files), loaded with the page (src/i18n/pageMessages.ts); its
 * menu entry's title is in src/i18n/messages/filesPage.ts.
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    files: {
      title: 'Filer',
      intro: 'Organisationens filer: bifogade dokument, uppladdade bilder, avtal och Z-rapporter.',
      search: 'Sök på namn',
      kindFilter: 'Typ av fil',
      allKinds: 'Alla',
      empty: 'Inga filer ännu.',
      noMatch: 'Inga filer matchar sökningen.',
      download: 'Ladda ner %{name}',
      failed: 'Filen kunde inte hämtas: %{message}',
      columns: { name: 'Namn', kind: 'Typ', format: 'Format', date: 'Datum', size: 'Storlek' },
      kinds: { attachment: 'Bilaga', image: 'Bild', contract: 'Avtal', report: 'Rapport' },
      truncated: 'Visar de %{smart_count} senaste filerna.',
    },
  },
  en: {
    files: {
      title: 'Files',
      intro: "The organization's files: attached documents, uploaded images, contracts and Z reports.",
      search: 'Search by name',
      kindFilter: 'Kind of file',
      allKinds: 'All',
      empty: 'No files yet.',
      noMatch: 'No files match the search.',
      download: 'Download %{name}',
      failed: 'The file could not be fetched: %{message}',
      columns: { name: 'Name', kind: 'Kind', format: 'Format', date: 'Date', size: 'Size' },
      kinds: { attachment: 'Attachment', image: 'Image', contract: 'Contract', report: 'Report' },
      truncated: 'Showing the %{smart_count} latest files.',
    },
  },
};

export default messages;
