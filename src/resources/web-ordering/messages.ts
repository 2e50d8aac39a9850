/** Texts of web ordering's own components (./TableQrCodes.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    webOrdering: {
      qr: {
        title: 'QR-koder för borden',
        table: 'Bord %{number}',
        noSection: 'Utan sektion',
        scan: 'Skanna för att beställa',
        sheet: 'Ladda ner QR-ark (PDF)',
        sheetFailed: 'QR-arket kunde inte skapas. Försök igen.',
        pngOf: 'Ladda ner QR-koden för bord %{number} som PNG',
        svgOf: 'Ladda ner QR-koden för bord %{number} som SVG',
        noTables: 'Inga bord ännu. Lägg till bord under Redigera så får varje bord en QR-kod.',
        noSubdomain: 'Butiken behöver en underdomän innan borden kan få QR-koder. Ange den på butiken.',
      },
    },
  },
  en: {
    webOrdering: {
      qr: {
        title: 'QR codes of the tables',
        table: 'Table %{number}',
        noSection: 'No section',
        scan: 'Scan to order',
        sheet: 'Download QR sheet (PDF)',
        sheetFailed: 'The QR sheet could not be made. Try again.',
        pngOf: 'Download the QR code of table %{number} as PNG',
        svgOf: 'Download the QR code of table %{number} as SVG',
        noTables: 'No tables yet. Add tables under Edit and each gets a QR code.',
        noSubdomain: 'The store needs a subdomain before its tables get QR codes. Set it on the store.',
      },
    },
  },
};

export default messages;
