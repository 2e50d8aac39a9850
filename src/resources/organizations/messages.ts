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
      destroy: {
        button: 'Radera organisationen',
        title: 'Radera %{organization}?',
        body: 'Allt organisationen har raderas och kan inte återställas: butiker, lager, användare, produkter och inställningar. Dess användare kan inte längre logga in. En organisation med försäljning (order eller Z-rapporter) kan inte raderas, eftersom bokföringslagen kräver att den sparas i sju år: spärra den i stället.',
        name: 'Skriv organisationens namn för att bekräfta',
        confirm: 'Radera',
        cancel: 'Avbryt',
        done: '%{organization} är raderad',
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
      destroy: {
        button: 'Delete organization',
        title: 'Delete %{organization}?',
        body: 'Everything the organization holds is deleted and cannot be restored: stores, warehouses, users, products and settings. Its users can no longer sign in. An organization with sales (orders or Z reports) cannot be deleted, since the Accounting Act keeps them for seven years: block it instead.',
        name: 'Type the name of the organization to confirm',
        confirm: 'Delete',
        cancel: 'Cancel',
        done: '%{organization} was deleted',
      },
    },
  },
};

export default messages;
