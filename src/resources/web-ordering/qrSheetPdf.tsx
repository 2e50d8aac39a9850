/**
 * The printable QR sheet of a store's tables: A4 pages of six cards (two by three), each with the store,
 * the table, its section, the code and its address, to cut out and put on the tables. Loaded on first use.
 */
import { Document, Image, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { WebTable } from '../../domain/web-ordering';

const PER_PAGE = 6;

const styles = StyleSheet.create({
  page: { padding: 24, flexDirection: 'row', flexWrap: 'wrap', fontSize: 11, fontFamily: 'Helvetica' },
  card: {
    width: '50%',
    height: '33.3%',
    padding: 10,
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: 0.5,
    borderStyle: 'dashed',
    borderColor: '#999999',
  },
  store: { fontSize: 12, marginBottom: 2 },
  table: { fontSize: 20, fontFamily: 'Helvetica-Bold', marginBottom: 2 },
  section: { fontSize: 10, color: '#555555', marginBottom: 6 },
  code: { width: 150, height: 150 },
  caption: { marginTop: 6 },
  url: { marginTop: 2, fontSize: 7, color: '#555555' },
});

export interface SheetTable extends WebTable {
  url: string;
  /** The code as a PNG data URL. */
  image: string;
}

export interface QrSheet {
  storeName: string;
  caption: string;
  tableLabel: (number: number) => string;
  tables: readonly SheetTable[];
}

function QrSheetDocument({ storeName, caption, tableLabel, tables }: QrSheet) {
  const pages: SheetTable[][] = [];
  for (let at = 0; at < tables.length; at += PER_PAGE) pages.push(tables.slice(at, at + PER_PAGE));
  return (
    <Document title={storeName}>
      {pages.map((cards, index) => (
        <Page key={index} size="A4" style={styles.page}>
          {cards.map((table) => (
            <View key={table.number} style={styles.card} wrap={false}>
              <Text style={styles.store}>{storeName}</Text>
              <Text style={styles.table}>{tableLabel(table.number)}</Text>
              <Text style={styles.section}>{table.section ?? ' '}</Text>
              <Image style={styles.code} src={table.image} />
              <Text style={styles.caption}>{caption}</Text>
              <Text style={styles.url}>{table.url}</Text>
            </View>
          ))}
        </Page>
      ))}
    </Document>
  );
}

export const qrSheetPdf = (sheet: QrSheet): Promise<Blob> => pdf(<QrSheetDocument {...sheet} />).toBlob();
