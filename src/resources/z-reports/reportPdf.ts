/** A Z or X report's sheet (./reportSheet.ts) as an A4 PDF: label left, amount right, page after page. */
import { A4, pdfDocument, pdfLine, pdfText, type PdfPage } from '../shared/pdf';
import type { Sheet, SheetLine } from './reportSheet';

const LEFT = 64;
const RIGHT = A4.width - 64;
const TOP = A4.height - 64;
const BOTTOM = 56;
const LINE = 15;
/** About as many characters of 10 pt text as fit between the margins. */
const WIDTH_CHARS = 85;

/** A long text as lines of whole words that fit between the margins. */
function wrapped(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && current.length + 1 + word.length > WIDTH_CHARS) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

export function reportPdf(sheet: Sheet): Blob {
  const pages: PdfPage[] = [];
  let content = '';
  let y = TOP;
  const room = (height: number) => {
    if (y - height >= BOTTOM) return;
    pages.push({ content });
    content = '';
    y = TOP;
  };
  const row = ({ label, value, strong }: SheetLine) => {
    room(LINE);
    y -= LINE;
    content += pdfText(label, LEFT, y, 10, { bold: strong });
    if (value) content += pdfText(value, RIGHT, y, 10, { bold: strong, align: 'right' });
  };

  y -= 18;
  content += pdfText(sheet.title, LEFT, y, 18, { bold: true });
  y -= 8;
  for (const notice of sheet.notices)
    for (const label of wrapped(notice)) row({ label, value: '', strong: true });
  sheet.header.forEach(row);
  for (const section of sheet.sections) {
    room(LINE * 3);
    y -= 14;
    content += pdfLine(LEFT, y + 4, RIGHT, y + 4);
    y -= LINE;
    content += pdfText(section.title, LEFT, y, 12, { bold: true });
    section.lines.forEach(row);
  }
  pages.push({ content });
  return pdfDocument(pages);
}
