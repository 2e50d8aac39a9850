/** Texts of the organizations' own components (./components.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    organizations: {
      workInOrganization: 'Arbeta i den här organisationen',
      partnerMove: {
        title: 'Flytta till en annan partner?',
        body: '%{organization} flyttas från %{from} till %{to}. Den nya partnern kommer att se och hantera organisationen, och den nuvarande partnern slutar göra det. Flytten sparas när du sparar formuläret.',
        confirm: 'Flytta',
        cancel: 'Avbryt',
      },
    },
  },
  en: {
    organizations: {
      workInOrganization: 'Work in this organization',
      partnerMove: {
        title: 'Move to another partner?',
        body: '%{organization} will move from %{from} to %{to}. The new partner will see and manage the organization, and the current partner will no longer. The move is saved when you save the form.',
        confirm: 'Move',
        cancel: 'Cancel',
      },
    },
  },
};

export default messages;
