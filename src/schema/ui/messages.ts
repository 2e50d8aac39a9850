/**
 * The generated views' own texts (keys `engine.*`), as a message area `{ sv, en }`: the app's catalogue
 * takes them in as it takes react-admin's (src/i18n/messages/engine.ts); a test's i18nProvider merges them
 * with react-admin's English and the registry's labels (labels.ts `resourceMessages`).
 */
const en = {
  engine: {
    search: 'Search',
    save_and_add: 'Save and add another',
    pages: 'Pages',
    operators: {
      contains: '%{field} contains',
      startsWith: '%{field} starts with',
      endsWith: '%{field} ends with',
      matches: '%{field} matches',
      gt: '%{field} greater than',
      lt: '%{field} less than',
      from: '%{field} from',
      before: '%{field} before',
    },
    history: {
      title: 'History',
      empty: 'No changes recorded',
      create: 'Created by %{actor}',
      update: 'Changed by %{actor}',
      delete: 'Deleted by %{actor}',
      none: '(empty)',
      row_added: 'Added: %{row}',
      row_removed: 'Removed: %{row}',
      row_changed: '%{row}:',
    },
    conflict: {
      title: 'The record has changed',
      body: 'Someone else saved this record after you opened it. Reload to see their version (your changes are lost), or overwrite their changes with yours.',
      reload: 'Reload',
      overwrite: 'Overwrite',
      reloaded: 'The latest version is shown',
    },
    bulk: {
      refused:
        'One record was not changed: %{reasons} |||| %{smart_count} records were not changed: %{reasons}',
      stepped: '%{action}: one record |||| %{action}: %{smart_count} records',
      edit: 'Change %{field}',
      editTitle: 'Change %{field} of %{smart_count} record |||| Change %{field} of %{smart_count} records',
      apply: 'Change',
      cancel: 'Cancel',
      edited: '%{field} changed on one record |||| %{field} changed on %{smart_count} records',
      applies: '(%{count} of %{of})',
      selectFirst: 'Select the first %{max}',
      overCap:
        '%{count} of %{total} selected: an action applies to at most %{max} records at a time. Unselect some or narrow the list with a filter.',
    },
    csv: { yes: 'Yes', no: 'No' },
    file: { failed: 'The file could not be opened: %{message}' },
    export: {
      perRecord: 'One row per %{name}',
      title: 'Exporting %{name}',
      progress: '%{done} of %{total} rows',
      started: '%{done} rows',
      cancel: 'Cancel',
      cancelled: 'The export was cancelled',
      failed: 'The export failed: %{message}',
    },
    keepBlank: 'Leave blank to keep the current one',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const sv: Shape<typeof en> = {
  engine: {
    search: 'Sök',
    save_and_add: 'Spara och lägg till ny',
    pages: 'Sidor',
    operators: {
      contains: '%{field} innehåller',
      startsWith: '%{field} börjar med',
      endsWith: '%{field} slutar med',
      matches: '%{field} matchar',
      gt: '%{field} större än',
      lt: '%{field} mindre än',
      from: '%{field} från',
      before: '%{field} före',
    },
    history: {
      title: 'Historik',
      empty: 'Inga ändringar registrerade',
      create: 'Skapad av %{actor}',
      update: 'Ändrad av %{actor}',
      delete: 'Borttagen av %{actor}',
      none: '(tomt)',
      row_added: 'Ny rad: %{row}',
      row_removed: 'Borttagen rad: %{row}',
      row_changed: '%{row}:',
    },
    conflict: {
      title: 'Posten har ändrats',
      body: 'Någon annan sparade posten efter att du öppnade den. Läs in igen för att se deras version (dina ändringar försvinner), eller skriv över deras ändringar med dina.',
      reload: 'Läs in igen',
      overwrite: 'Skriv över',
      reloaded: 'Den senaste versionen visas',
    },
    bulk: {
      refused: 'En post ändrades inte: %{reasons} |||| %{smart_count} poster ändrades inte: %{reasons}',
      stepped: '%{action}: en post |||| %{action}: %{smart_count} poster',
      edit: 'Ändra %{field}',
      editTitle: 'Ändra %{field} på %{smart_count} post |||| Ändra %{field} på %{smart_count} poster',
      apply: 'Ändra',
      cancel: 'Avbryt',
      edited: '%{field} ändrades på en post |||| %{field} ändrades på %{smart_count} poster',
      applies: '(%{count} av %{of})',
      selectFirst: 'Markera de första %{max}',
      overCap:
        '%{count} av %{total} markerade: en åtgärd gäller högst %{max} poster åt gången. Avmarkera några eller avgränsa listan med ett filter.',
    },
    csv: { yes: 'Ja', no: 'Nej' },
    file: { failed: 'Filen kunde inte öppnas: %{message}' },
    export: {
      perRecord: 'En rad per %{name}',
      title: 'Exporterar %{name}',
      progress: '%{done} av %{total} rader',
      started: '%{done} rader',
      cancel: 'Avbryt',
      cancelled: 'Exporten avbröts',
      failed: 'Exporten misslyckades: %{message}',
    },
    keepBlank: 'Lämna tomt för att behålla den nuvarande',
  },
};

export const engineMessages = { sv, en };
