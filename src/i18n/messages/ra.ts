/**
 * react-admin's own messages. There is no Swedish package, so the Swedish text is ours: the same keys and
 * the same %{placeholders} as react-admin's English (catalogue.test.ts checks).
 */
import type { AreaMessages, Messages } from '../catalogue';

const sv: Messages = {
  ra: {
    action: {
      add_filter: 'Lägg till filter',
      add: 'Lägg till',
      back: 'Gå tillbaka',
      bulk_actions: '1 objekt markerat |||| %{smart_count} objekt markerade',
      cancel: 'Avbryt',
      clear_array_input: 'Töm listan',
      clear_input_value: 'Rensa värdet',
      clone: 'Kopiera',
      confirm: 'Bekräfta',
      create: 'Skapa',
      create_item: 'Skapa %{item}',
      delete: 'Ta bort',
      edit: 'Redigera',
      export: 'Exportera',
      list: 'Lista',
      refresh: 'Uppdatera',
      remove_filter: 'Ta bort det här filtret',
      remove_all_filters: 'Ta bort alla filter',
      remove: 'Ta bort',
      reset: 'Återställ',
      save: 'Spara',
      search: 'Sök',
      search_columns: 'Sök kolumner',
      select_all: 'Markera alla',
      select_all_button: 'Markera alla',
      select_row: 'Markera den här raden',
      show: 'Visa',
      sort: 'Sortera',
      undo: 'Ångra',
      unselect: 'Avmarkera',
      expand: 'Expandera',
      close: 'Stäng',
      open_menu: 'Öppna menyn',
      close_menu: 'Stäng menyn',
      update: 'Uppdatera',
      move_up: 'Flytta upp',
      move_down: 'Flytta ned',
      open: 'Öppna',
      toggle_theme: 'Växla mellan ljust och mörkt läge',
      select_columns: 'Kolumner',
      update_application: 'Ladda om applikationen',
    },
    boolean: {
      true: 'Ja',
      false: 'Nej',
      null: ' ',
    },
    page: {
      create: 'Skapa %{name}',
      dashboard: 'Översikt',
      edit: '%{name} %{recordRepresentation}',
      error: 'Något gick fel',
      list: '%{name}',
      loading: 'Laddar',
      not_found: 'Hittades inte',
      show: '%{name} %{recordRepresentation}',
      // Swedish nouns differ in gender (en butik, ett lager) and the name is capitalised: no noun in these two.
      empty: 'Här finns inget ännu.',
      invite: 'Klicka på Skapa för att lägga till.',
      access_denied: 'Åtkomst nekad',
      authentication_error: 'Autentiseringsfel',
    },
    input: {
      file: {
        upload_several: 'Släpp filer här för att ladda upp, eller klicka för att välja en.',
        upload_single: 'Släpp en fil här för att ladda upp, eller klicka för att välja den.',
      },
      image: {
        upload_several: 'Släpp bilder här för att ladda upp, eller klicka för att välja en.',
        upload_single: 'Släpp en bild här för att ladda upp, eller klicka för att välja den.',
      },
      references: {
        all_missing: 'Det gick inte att hitta de refererade uppgifterna.',
        many_missing: 'Minst en av de kopplade referenserna verkar inte längre vara tillgänglig.',
        single_missing: 'Den kopplade referensen verkar inte längre vara tillgänglig.',
      },
      password: {
        toggle_visible: 'Dölj lösenord',
        toggle_hidden: 'Visa lösenord',
      },
    },
    message: {
      about: 'Om',
      access_denied: 'Du har inte behörighet att se den här sidan',
      are_you_sure: 'Är du säker?',
      authentication_error:
        'Autentiseringsservern svarade med ett fel och dina inloggningsuppgifter kunde inte kontrolleras.',
      auth_error: 'Ett fel uppstod när autentiseringstoken kontrollerades.',
      bulk_delete_content:
        'Är du säker på att du vill ta bort %{name}? |||| Är du säker på att du vill ta bort dessa %{smart_count} objekt?',
      bulk_delete_title: 'Ta bort %{name} |||| Ta bort %{smart_count} %{name}',
      bulk_update_content:
        'Är du säker på att du vill uppdatera %{name} %{recordRepresentation}? |||| Är du säker på att du vill uppdatera dessa %{smart_count} objekt?',
      bulk_update_title: 'Uppdatera %{name} %{recordRepresentation} |||| Uppdatera %{smart_count} %{name}',
      clear_array_input: 'Är du säker på att du vill tömma hela listan?',
      delete_content: 'Vill du ta bort %{recordRepresentation}? Det går inte att ångra.',
      delete_title: 'Ta bort %{name} %{recordRepresentation}',
      details: 'Detaljer',
      error: 'Ett fel uppstod i klienten och din begäran kunde inte slutföras.',
      invalid_form: 'Formuläret är inte giltigt. Kontrollera felen',
      loading: 'Vänta',
      no: 'Nej',
      not_found: 'Antingen skrev du fel adress eller så följde du en felaktig länk.',
      select_all_limit_reached:
        'Det finns för många objekt för att markera alla. Endast de första %{max} objekten markerades.',
      unsaved_changes: 'Vissa av dina ändringar har inte sparats. Vill du verkligen bortse från dem?',
      yes: 'Ja',
      placeholder_data_warning: 'Nätverksproblem: uppgifterna kunde inte uppdateras.',
    },
    navigation: {
      clear_filters: 'Rensa filter',
      no_filtered_results: 'Inga träffar med de aktuella filtren.',
      no_results: 'Inga träffar',
      no_more_results: 'Sidnummer %{page} finns inte. Försök med föregående sida.',
      page_out_of_boundaries: 'Sidnummer %{page} finns inte',
      page_out_from_end: 'Det finns ingen sida efter den sista',
      page_out_from_begin: 'Det finns ingen sida före sida 1',
      page_range_info: '%{offsetBegin}–%{offsetEnd} av %{total}',
      partial_page_range_info: '%{offsetBegin}–%{offsetEnd} av fler än %{offsetEnd}',
      current_page: 'Sida %{page}',
      page: 'Gå till sida %{page}',
      first: 'Gå till första sidan',
      last: 'Gå till sista sidan',
      next: 'Gå till nästa sida',
      previous: 'Gå till föregående sida',
      page_rows_per_page: 'Rader per sida:',
      skip_nav: 'Hoppa till innehållet',
    },
    sort: {
      sort_by: 'Sortera efter %{field_lower_first} %{order}',
      ASC: 'stigande',
      DESC: 'fallande',
    },
    auth: {
      auth_check_error: 'Logga in för att fortsätta',
      user_menu: 'Profil',
      username: 'Användarnamn',
      password: 'Lösenord',
      email: 'E-post',
      sign_in: 'Logga in',
      sign_in_error: 'Inloggningen misslyckades, försök igen',
      logout: 'Logga ut',
    },
    notification: {
      updated: 'Objektet uppdaterades |||| %{smart_count} objekt uppdaterades',
      created: 'Objektet skapades',
      deleted: 'Objektet togs bort |||| %{smart_count} objekt togs bort',
      bad_item: 'Felaktigt objekt',
      item_doesnt_exist: 'Objektet finns inte',
      http_error: 'Fel vid kommunikation med servern',
      data_provider_error: 'Fel i dataProvider. Se konsolen för detaljer.',
      i18n_error: 'Det gick inte att läsa in översättningarna för det valda språket',
      canceled: 'Åtgärden avbröts',
      logged_out: 'Din session har avslutats, logga in igen.',
      not_authorized: 'Du har inte behörighet till den här resursen.',
      application_update_available: 'En ny version finns tillgänglig.',
      offline: 'Ingen anslutning. Det gick inte att hämta data.',
    },
    validation: {
      required: 'Obligatoriskt',
      minLength: 'Måste vara minst %{min} tecken',
      maxLength: 'Får vara högst %{max} tecken',
      minValue: 'Måste vara minst %{min}',
      maxValue: 'Får vara högst %{max}',
      number: 'Måste vara ett tal',
      email: 'Måste vara en giltig e-postadress',
      oneOf: 'Måste vara en av: %{options}',
      regex: 'Måste matcha ett visst format (reguljärt uttryck): %{pattern}',
      unique: 'Måste vara unikt',
    },
    saved_queries: {
      label: 'Sparade sökningar',
      query_name: 'Namn på sökningen',
      new_label: 'Spara aktuell sökning...',
      new_dialog_title: 'Spara aktuell sökning som',
      remove_label: 'Ta bort sparad sökning',
      remove_label_with_name: 'Ta bort sökningen "%{name}"',
      remove_dialog_title: 'Ta bort sparad sökning?',
      remove_message: 'Är du säker på att du vill ta bort den sökningen från dina sparade sökningar?',
      help: 'Filtrera listan och spara sökningen till senare',
    },
    guesser: {
      empty: {
        title: 'Inga uppgifter att visa',
        message: 'Kontrollera din dataProvider',
      },
    },
    configurable: {
      customize: 'Anpassa',
      configureMode: 'Anpassa den här sidan',
      inspector: {
        title: 'Inspektör',
        content: 'Hovra över delar av gränssnittet för att anpassa dem',
        reset: 'Återställ inställningar',
        hideAll: 'Dölj alla',
        showAll: 'Visa alla',
      },
      Datagrid: {
        title: 'Tabell',
        unlabeled: 'Namnlös kolumn #%{column}',
      },
      SimpleForm: {
        title: 'Formulär',
        unlabeled: 'Namnlöst fält #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Primär text',
        secondaryText: 'Sekundär text',
        tertiaryText: 'Tertiär text',
      },
    },
  },
};

/**
 * English: react-admin's own (ra-language-english), which loads only with English (../raEnglish.ts), and
 * these texts over it, worded like the Swedish ones above (no noun in the empty list, the record's name
 * on delete).
 */
const en: Messages = {
  ra: {
    page: { empty: 'Nothing here yet.', invite: 'Click Create to add one.' },
    message: { delete_content: 'Delete %{recordRepresentation}? This cannot be undone.' },
    navigation: { no_results: 'No results', no_filtered_results: 'No results with the current filters.' },
  },
};

const messages: AreaMessages = { sv, en };
export default messages;
