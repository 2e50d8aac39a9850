/** Texts of the contract types' pages (`onboard/edit/:type`), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    contracts: {
      title: '%{type}: %{name}',
      pdfTitle: '%{type} som PDF: %{name}',
      notFound: 'Det finns ingen sådan avtalstyp',
      notDraft: 'Avtalet är %{status}: återkalla det till ett utkast för att ändra dess avtalsvillkor.',
      save: 'Spara avtalsvillkoren',
      saved: 'Avtalsvillkoren sparades',
      openPdf: 'Visa som PDF',
      edit: 'Visa avtalsvillkoren',
      menu: 'Avtalstyper',
      pdfOf: '%{type} som PDF',
      state: { included: 'Ingår', notIncluded: 'Ingår inte', incomplete: 'Villkoren är inte ifyllda' },
    },
  },
  en: {
    contracts: {
      title: '%{type}: %{name}',
      pdfTitle: '%{type} as PDF: %{name}',
      notFound: 'There is no such contract type',
      notDraft: 'The agreement is %{status}: recall it to a draft to change its contract terms.',
      save: 'Save the contract terms',
      saved: 'The contract terms were saved',
      openPdf: 'View as PDF',
      edit: 'View the contract terms',
      menu: 'Contracts',
      pdfOf: '%{type} as PDF',
      state: { included: 'Included', notIncluded: 'Not included', incomplete: 'Terms not filled in' },
    },
  },
};

export default messages;
