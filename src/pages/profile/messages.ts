/**
 * The signed-in user's own: photo, pinned screens, settings kept on the server (issue 40). Loaded with
 * the profile page, the dashboard, the user menu's shortcuts and the settings sync (src/i18n/pageMessages.ts).
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    personal: {
      shortcuts: {
        title: 'Genvägar',
        pin: 'Fäst sidan som genväg',
        unpin: 'Ta bort sidan från genvägarna',
        none: 'Inga genvägar ännu. Öppna en sida och välj ”Fäst sidan som genväg” i användarmenyn.',
        full: 'Du kan ha högst %{max} genvägar',
      },
      photo: {
        title: 'Foto',
        alt: 'Ditt foto',
        choose: 'Välj foto',
        remove: 'Ta bort foto',
        help: 'PNG eller JPEG, högst %{max}.',
        saved: 'Fotot har sparats',
        removed: 'Fotot har tagits bort',
        wrongType: 'Fotot måste vara en PNG- eller JPEG-bild',
        tooLarge: 'Fotot får vara högst %{max}',
      },
      settings: {
        saveFailed: 'Dina inställningar kunde inte sparas',
      },
    },
  },
  en: {
    personal: {
      shortcuts: {
        title: 'Shortcuts',
        pin: 'Pin this page as a shortcut',
        unpin: 'Remove this page from the shortcuts',
        none: 'No shortcuts yet. Open a page and choose “Pin this page as a shortcut” in the user menu.',
        full: 'You can have at most %{max} shortcuts',
      },
      photo: {
        title: 'Photo',
        alt: 'Your photo',
        choose: 'Choose photo',
        remove: 'Remove photo',
        help: 'PNG or JPEG, at most %{max}.',
        saved: 'The photo was saved',
        removed: 'The photo was removed',
        wrongType: 'The photo must be a PNG or JPEG image',
        tooLarge: 'The photo may be at most %{max}',
      },
      settings: {
        saveFailed: 'Your settings could not be saved',
      },
    },
  },
};

export default messages;
