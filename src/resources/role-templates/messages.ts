/** Texts of the role templates' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    roleTemplates: {
      apply: {
        button: 'Tillämpa på användare',
        title: 'Tillämpa %{template} på användare',
        body: 'De valda användarnas behörigheter ersätts med mallens. Varje ändring syns i användarens historik.',
        search: 'Sök användare',
        chosen: '%{smart_count} av högst %{max} användare valda',
        none: 'Inga användare hittades.',
        confirm: 'Tillämpa',
        cancel: 'Avbryt',
        close: 'Stäng',
        updated: '%{smart_count} användare uppdaterades |||| %{smart_count} användare uppdaterades',
        refused:
          '%{smart_count} användare kunde inte uppdateras: |||| %{smart_count} användare kunde inte uppdateras:',
      },
    },
  },
  en: {
    roleTemplates: {
      apply: {
        button: 'Apply to users',
        title: 'Apply %{template} to users',
        body: 'The permissions of the chosen users are replaced by the template’s. Each change shows in the user’s history.',
        search: 'Search users',
        chosen: '%{smart_count} of at most %{max} users chosen',
        none: 'No users found.',
        confirm: 'Apply',
        cancel: 'Cancel',
        close: 'Close',
        updated: '%{smart_count} user updated |||| %{smart_count} users updated',
        refused: '%{smart_count} user could not be updated: |||| %{smart_count} users could not be updated:',
      },
    },
  },
};

export default messages;
