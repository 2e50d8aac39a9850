/**
 * The API makes the app's PDFs with the app's own code (src/resources/shared/pdf.ts), which fetches its
 * fonts as assets of the build in a browser; here they are read from the font package's files, once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setPdfFontSource } from '../../../src/resources/shared/pdf.ts';

let set = false;

export function useFontFiles(): void {
  if (set) return;
  set = true;
  const require = createRequire(import.meta.url);
  setPdfFontSource(async () => {
    const [regular, bold] = await Promise.all(
      ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
        readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)),
      ),
    );
    return { regular: regular!, bold: bold! };
  });
}
