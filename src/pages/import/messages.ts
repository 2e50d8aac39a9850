/**
 * The import and export page (/apps/setting/Import), loaded with the page (src/i18n/pageMessages.ts);
 * its menu entry's title is in src/i18n/messages/importPage.ts.
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    pages: {
      import: {
        title: 'Import och export',
        intro: 'Flytta produktkatalogen till och från ett kalkylark som CSV-fil.',
        exportHeading: 'Exportera produkter',
        exportIntro:
          'Hämta alla produkter som en CSV-fil (semikolonseparerad, UTF-8). Filen kan redigeras och importeras igen.',
        export: 'Exportera CSV',
        exportFileName: 'produkter',
        exportFailed: 'Exporten kunde inte hämtas',
        importHeading: 'Importera produkter',
        importIntro:
          'Välj en CSV-fil (högst %{size}, semikolon eller komma, UTF-8, UTF-16 eller Windows-1252). En rad med samma artikelnummer som en befintlig produkt uppdaterar den; övriga rader blir nya produkter. Provkör först: då ser du varje rad som inte går att importera.',
        chooseFile: 'Välj CSV-fil',
        rows: '%{smart_count} rad |||| %{smart_count} rader',
        file: {
          too_large: 'Filen är större än %{size}',
          empty: 'Filen har inga rader att importera',
          too_many_rows: 'En fil får ha högst %{rows} rader',
          unreadable: 'Filen kan inte läsas som CSV (citattecken som inte avslutas)',
          undecodable:
            'Filens tecken kan inte avkodas (varken UTF-8, UTF-16 eller Windows-1252). Spara den som CSV UTF-8 och försök igen.',
        },
        mapping: 'Kolumner',
        fileColumn: 'Kolumn i filen',
        example: 'Första raden',
        field: 'Fält',
        skip: 'Importera inte',
        duplicateColumn: 'Två kolumner går till fältet %{field}',
        noColumns: 'Välj minst en kolumn att importera',
        dryRun: 'Provkör',
        import: 'Importera',
        dryRunFirst: 'Provkör filen innan du importerar den.',
        working: 'Arbetar …',
        dryRunSummary:
          'Provkörning av %{total} rader: %{created} nya, %{updated} ändrade, %{unchanged} oförändrade, %{failed} med fel. Inget har sparats.',
        summary:
          'Importerat %{total} rader: %{created} nya, %{updated} ändrade, %{unchanged} oförändrade, %{failed} med fel.',
        done: 'Importen är klar',
        failed: 'Importen kunde inte genomföras',
        problems: 'Rader med fel',
        row: 'Rad',
        column: 'Kolumn',
        problem: 'Fel',
        errors: 'fel',
        history: 'Tidigare importer',
        noHistory: 'Inga importer ännu.',
        downloadReport: 'Ladda ner felrapport',
        reportFileName: 'felrapport',
        progress: '%{done} av %{total} rader',
        historyColumns: {
          when: 'När',
          file: 'Fil',
          who: 'Av',
          total: 'Rader',
          created: 'Nya',
          updated: 'Ändrade',
          failed: 'Fel',
          report: 'Felrapport',
        },
      },
    },
  },
  en: {
    pages: {
      import: {
        title: 'Import and export',
        intro: 'Move the product catalogue to and from a spreadsheet as a CSV file.',
        exportHeading: 'Export products',
        exportIntro:
          'Download every product as a CSV file (semicolon separated, UTF-8). The file can be edited and imported again.',
        export: 'Export CSV',
        exportFileName: 'products',
        exportFailed: 'The export could not be downloaded',
        importHeading: 'Import products',
        importIntro:
          'Choose a CSV file (at most %{size}, semicolons or commas, UTF-8, UTF-16 or Windows-1252). A row with the SKU of an existing product updates it; other rows become new products. Do a dry run first: it shows every row that cannot be imported.',
        chooseFile: 'Choose CSV file',
        rows: '%{smart_count} row |||| %{smart_count} rows',
        file: {
          too_large: 'The file is larger than %{size}',
          empty: 'The file has no rows to import',
          too_many_rows: 'A file may have at most %{rows} rows',
          unreadable: 'The file cannot be read as CSV (a quote is not closed)',
          undecodable:
            'The file’s characters cannot be decoded (not UTF-8, UTF-16 or Windows-1252). Save it as CSV UTF-8 and try again.',
        },
        mapping: 'Columns',
        fileColumn: 'Column in the file',
        example: 'First row',
        field: 'Field',
        skip: 'Do not import',
        duplicateColumn: 'Two columns go to the field %{field}',
        noColumns: 'Choose at least one column to import',
        dryRun: 'Dry run',
        import: 'Import',
        dryRunFirst: 'Do a dry run of the file before you import it.',
        working: 'Working …',
        dryRunSummary:
          'Dry run of %{total} rows: %{created} new, %{updated} changed, %{unchanged} unchanged, %{failed} with errors. Nothing was saved.',
        summary:
          'Imported %{total} rows: %{created} new, %{updated} changed, %{unchanged} unchanged, %{failed} with errors.',
        done: 'The import is done',
        failed: 'The import could not be done',
        problems: 'Rows with errors',
        row: 'Row',
        column: 'Column',
        problem: 'Problem',
        errors: 'errors',
        history: 'Earlier imports',
        noHistory: 'No imports yet.',
        downloadReport: 'Download error report',
        reportFileName: 'error-report',
        progress: '%{done} of %{total} rows',
        historyColumns: {
          when: 'When',
          file: 'File',
          who: 'By',
          total: 'Rows',
          created: 'New',
          updated: 'Changed',
          failed: 'Errors',
          report: 'Error report',
        },
      },
    },
  },
};

export default messages;
