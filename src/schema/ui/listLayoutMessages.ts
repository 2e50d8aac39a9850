/**
 * The texts of a list's density and side panels (keys `engine.listLayout.*`), as a message area
 * `{ sv, en }`: they load with those parts (./LazyListLayout.tsx), which hand them to the i18nProvider
 * (./lazyTexts.tsx), not with every list.
 */
const en = {
  engine: {
    listLayout: {
      density: 'Density',
      densities: { compact: 'Compact', standard: 'Standard', comfortable: 'Comfortable' },
      filters: 'Filters',
      filtersBeside: 'Filter panel',
      details: 'Details',
      detailsBeside: 'Details panel',
      close: 'Close the panel',
      chooseRow: 'Choose a row to see its details and history here.',
      gone: 'The record is no longer there.',
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const sv: Shape<typeof en> = {
  engine: {
    listLayout: {
      density: 'Radtäthet',
      densities: { compact: 'Kompakt', standard: 'Standard', comfortable: 'Luftig' },
      filters: 'Filter',
      filtersBeside: 'Filterpanel',
      details: 'Detaljer',
      detailsBeside: 'Detaljpanel',
      close: 'Stäng panelen',
      chooseRow: 'Välj en rad för att se dess detaljer och historik här.',
      gone: 'Posten finns inte längre.',
    },
  },
};

export const listLayoutMessages = { sv, en };
export const LIST_LAYOUT_TEXTS = 'engine/listLayout';
