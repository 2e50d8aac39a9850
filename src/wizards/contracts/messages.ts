/** Texts of the contract types' pages (`onboard/edit/:type`), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    contracts: {
      title: '%{type}: %{name}',
      pdfTitle: '%{type} som PDF: %{name}',
      notFound: 'Det finns ingen sådan avtalstyp',
      notDraft:
        'Avtalets status är ”%{status}”: återkalla det till ett utkast för att ändra dess avtalsvillkor.',
      notDraftFinal: 'Avtalets status är ”%{status}”: dess avtalsvillkor kan inte längre ändras.',
      save: 'Spara avtalsvillkoren',
      saved: 'Avtalsvillkoren sparades',
      openPdf: 'Visa som PDF',
      edit: 'Visa avtalsvillkoren',
      menu: 'Avtalstyper',
      pdfOf: '%{type} som PDF',
      language: { label: 'Avtalets språk', sv: 'Svenska', en: 'Engelska' },
      state: { included: 'Ingår', notIncluded: 'Ingår inte', incomplete: 'Villkoren är inte ifyllda' },
    },
  },
  en: {
    contracts: {
      title: '%{type}: %{name}',
      pdfTitle: '%{type} as PDF: %{name}',
      notFound: 'There is no such contract type',
      notDraft: 'The agreement’s status is “%{status}”: recall it to a draft to change its contract terms.',
      notDraftFinal: 'The agreement’s status is “%{status}”: its contract terms can no longer be changed.',
      save: 'Save the contract terms',
      saved: 'The contract terms were saved',
      openPdf: 'View as PDF',
      edit: 'View the contract terms',
      menu: 'Contracts',
      pdfOf: '%{type} as PDF',
      language: { label: 'Contract language', sv: 'Swedish', en: 'English' },
      state: { included: 'Included', notIncluded: 'Not included', incomplete: 'Terms not filled in' },
    },
  },
};

export default messages;
