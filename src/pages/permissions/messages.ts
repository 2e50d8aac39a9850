/**
 * The permissions screen (/apps/setting/permissions), loaded with the page (src/i18n/pageMessages.ts);
 * its menu entry's title is in src/i18n/messages/permissionsPage.ts.
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    permissionsPage: {
      title: 'Behörigheter',
      intro:
        'Vem som har vilken behörighet. Du kan bara ge behörigheter som du själv har. Flera användare på en gång: använd en behörighetsmall.',
      templates: 'Behörighetsmallar',
      searchUser: 'Sök användare',
      key: 'Behörighet',
      allKeys: 'Alla behörigheter',
      user: 'Användare',
      empty: 'Inga användare matchar sökningen.',
      toggle: '%{permission} för %{user}',
      notHeld: 'Du har inte själv behörigheten "%{permission}" och kan inte ge den',
      saved: 'Behörigheterna för %{user} sparades',
      conflict: 'Någon annan ändrade %{user} under tiden: raden visar nu det som är sparat',
    },
  },
  en: {
    permissionsPage: {
      title: 'Permissions',
      intro:
        'Who holds which permission. You can only grant permissions you hold yourself. Several users at once: use a role template.',
      templates: 'Role templates',
      searchUser: 'Search users',
      key: 'Permission',
      allKeys: 'All permissions',
      user: 'User',
      empty: 'No users match the search.',
      toggle: '%{permission} for %{user}',
      notHeld: 'You do not hold the permission "%{permission}" yourself and cannot grant it',
      saved: 'The permissions of %{user} were saved',
      conflict: 'Someone else changed %{user} meanwhile: the row now shows what is saved',
    },
  },
};

export default messages;
